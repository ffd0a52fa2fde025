// @vitest-environment jsdom
import { Form, Input, type FormInstance } from 'antd';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { Code } from '../core/codes';
import { applyFieldErrors, fieldErrorsOf } from './field-errors';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// jsdom has no media queries; antd's form grid asks for them.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;

const paramError = (data: unknown) => new ApiError(Code.PARAM, '参数错误', data);

/** A real antd form with the given fields, mounted in the document. */
async function mountForm(fields: string[]): Promise<{ form: FormInstance; unmount: () => void }> {
  let form: FormInstance | undefined;
  function Probe() {
    const [instance] = Form.useForm();
    form = instance;
    return createElement(
      Form,
      { form: instance },
      fields.map((name) => createElement(Form.Item, { key: name, name, label: name }, createElement(Input))),
    );
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root.render(createElement(Probe)));
  return { form: form!, unmount: () => act(() => root.unmount()) };
}

describe('field errors from the gateway', () => {
  it('reads a 50005 list and Refine errors, nothing else', () => {
    expect(fieldErrorsOf(paramError([{ field: 'phone', message: '手机号格式不正确' }, { message: 'no field' }]))).toEqual([
      { field: 'phone', message: '手机号格式不正确' },
    ]);
    expect(fieldErrorsOf(paramError('请输入验证码'))).toEqual([]);
    expect(fieldErrorsOf(new ApiError(Code.ERROR, '失败', [{ field: 'phone', message: 'x' }]))).toEqual([]);
    expect(fieldErrorsOf({ statusCode: 50005, message: 'x', errors: { email: '该邮箱已被其他账号使用', name: ['太长'] } })).toEqual([
      { field: 'email', message: '该邮箱已被其他账号使用' },
      { field: 'name', message: '太长' },
    ]);
    expect(fieldErrorsOf(new Error('network'))).toEqual([]);
    expect(fieldErrorsOf(null)).toEqual([]);
  });

  it('puts each message on the field it names, leaving out fields the form does not have', async () => {
    const { form, unmount } = await mountForm(['userName', 'password', 'confirmPassword']);
    let applied = false;
    await act(async () => {
      applied = applyFieldErrors(
        form,
        paramError([
          { field: 'password', message: '密码须包含大小写字母和数字' },
          { field: 'confirmPassword', message: '密码不一致' },
          { field: 'secretKey', message: '密钥已失效' },
        ]),
      );
    });
    expect(applied).toBe(true);
    expect(form.getFieldError('password')).toEqual(['密码须包含大小写字母和数字']);
    expect(form.getFieldError('confirmPassword')).toEqual(['密码不一致']);
    expect(form.getFieldError('userName')).toEqual([]);
    // antd renders the message a moment later, beneath its field.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(document.body.textContent).toContain('密码不一致');
    expect(applyFieldErrors(form, paramError([{ field: 'secretKey', message: '密钥已失效' }]))).toBe(false);
    expect(applyFieldErrors(form, new ApiError(Code.NOT_FOUND, '账号不存在'))).toBe(false);
    unmount();
  });
});
