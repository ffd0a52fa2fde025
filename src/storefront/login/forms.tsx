import { Button, Checkbox, Form, Input, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/http';
import { paths } from '../../shared/config/paths';
import type { RegisterBody, RegisterByPhoneBody } from '../../shared/contracts/account';
import { Code, LOCK_CODES } from '../../shared/core/codes';
import { checkAccount, checkCode, checkConfirm, checkEmail, checkPassword, checkPhone, checkUsername } from '../../shared/core/validation';
import { loginWithPassword } from '../../shared/features/account/api/login';
import { loginByPhone } from '../../shared/features/account/api/login-by-phone';
import { registerAccount, registerByPhone } from '../../shared/features/account/api/register';
import { getUserPhone, resetPasswordByEmail, resetPasswordBySms, sendResetEmail } from '../../shared/features/account/api/reset-password';
import { CodeInput } from '../../shared/features/account/components/CodeInput';
import { PasswordField } from '../../shared/features/account/components/PasswordField';
import { SendCodeButton } from '../../shared/features/account/components/SendCodeButton';
import { validation } from '../../shared/i18n/zh-CN/validation';
import { applyFieldErrors } from '../../shared/ui/field-errors';
import { rule } from '../../shared/ui/form-rules';
import { toast } from '../../shared/ui/toast';

/**
 * Run a form's submit once at a time. Lock warnings (100023/100024) are shown beside the form,
 * and the gateway's verdict on a field (50005) beneath that field.
 */
function useSubmit(form: FormInstance) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (task: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (e) {
      if (e instanceof ApiError && LOCK_CODES.includes(e.code)) setError(e.message);
      else applyFieldErrors(form, e);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

function FormError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" style={{ color: '#cf1322', margin: '0 0 16px' }}>
      {error}
    </p>
  ) : null;
}

function CodeRow(props: { name: string; label: string; children: React.ReactNode }) {
  const { t } = useTranslation('storefront');
  return (
    <Form.Item label={props.label} required>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item name={props.name} noStyle rules={[rule(checkCode)]}>
          <CodeInput placeholder={t('login.code')} aria-label={props.label} />
        </Form.Item>
        {props.children}
      </div>
    </Form.Item>
  );
}

const confirmRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) =>
  rule((value) => checkConfirm(getFieldValue('password'), value));

function Agreement() {
  const { t } = useTranslation('storefront');
  return (
    <Form.Item
      name="agreement"
      valuePropName="checked"
      rules={[{ validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(validation.policyRequired))) }]}
    >
      <Checkbox>
        {t('login.agreePrefix')}
        <Link to={paths.agreement('registration')} target="_blank">
          {t('login.agreeRegistration')}
        </Link>
        {t('login.agreeAnd')}
        <Link to={paths.agreement('privacy')} target="_blank">
          {t('login.agreePrivacy')}
        </Link>
      </Checkbox>
    </Form.Item>
  );
}

export function PasswordLoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('storefront');
  const [form] = Form.useForm<{ userName: string; password: string }>();
  const { busy, error, run } = useSubmit(form);
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) =>
        run(async () => {
          await loginWithPassword(v.userName.trim(), v.password);
          toast.success(t('login.success'));
          onDone();
        })
      }
    >
      <Form.Item name="userName" label={t('login.account')} rules={[{ required: true, whitespace: true, message: validation.accountRequired }]}>
        <Input autoComplete="username" placeholder={t('login.accountPlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[rule(checkPassword)]}>
        <Input.Password autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} maxLength={32} />
      </Form.Item>
      <FormError error={error} />
      <Button type="primary" htmlType="submit" block loading={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
}

export function PhoneLoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('storefront');
  const [form] = Form.useForm<{ phone: string; verifyCode: string }>();
  const { busy, run } = useSubmit(form);
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(v) =>
        run(async () => {
          await loginByPhone({ phone: v.phone, verifyCode: v.verifyCode });
          toast.success(t('login.success'));
          onDone();
        })
      }
    >
      <Form.Item name="phone" label={t('login.phone')} rules={[rule(checkPhone)]}>
        <Input inputMode="tel" autoComplete="tel" placeholder={t('login.phonePlaceholder')} maxLength={11} />
      </Form.Item>
      <CodeRow name="verifyCode" label={t('login.code')}>
        <SendCodeButton size="large" scene="phoneLogin" target={async () => ({ phone: (await form.validateFields(['phone'])).phone })} />
      </CodeRow>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
}

/** A new password and its confirmation, as sign-up and both password resets ask for them. */
function NewPasswordFields() {
  const { t } = useTranslation('storefront');
  return (
    <>
      <Form.Item name="password" label={t('login.password')} rules={[rule(checkPassword)]}>
        <PasswordField placeholder={t('login.newPasswordPlaceholder')} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('login.confirmPassword')} dependencies={['password']} rules={[confirmRule]}>
        <PasswordField placeholder={t('login.confirmPasswordPlaceholder')} />
      </Form.Item>
    </>
  );
}

/** The end of both sign-up forms: the agreements to accept and the submit button. */
function RegisterFooter({ valid, busy }: { valid: boolean; busy: boolean }) {
  const { t } = useTranslation('storefront');
  return (
    <>
      <Agreement />
      <Button type="primary" htmlType="submit" block disabled={!valid} loading={busy}>
        {busy ? t('login.registering') : t('login.register')}
      </Button>
    </>
  );
}

/** What a sign-up form holds: the request, with the password in the clear and the box maybe unticked. */
type SignUpValues<T> = Omit<T, 'secretKey' | 'agreement'> & { agreement: boolean };
type RegisterPhoneValues = SignUpValues<RegisterByPhoneBody>;

export function RegisterPhoneForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('storefront');
  const [form] = Form.useForm<RegisterPhoneValues>();
  const v = Form.useWatch([], form);
  const valid =
    !!v &&
    !checkPhone(v.phone) &&
    !checkCode(v.verifyCode) &&
    !checkPassword(v.password) &&
    !checkConfirm(v.password, v.confirmPassword) &&
    v.agreement === true;
  const { busy, run } = useSubmit(form);
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) =>
        run(async () => {
          await registerByPhone(values);
          toast.success(t('login.registered'));
          onDone();
        })
      }
    >
      <Form.Item name="phone" label={t('login.phone')} rules={[rule(checkPhone)]}>
        <Input inputMode="tel" autoComplete="tel" placeholder={t('login.phonePlaceholder')} maxLength={11} />
      </Form.Item>
      <CodeRow name="verifyCode" label={t('login.code')}>
        <SendCodeButton size="large" scene="register" target={async () => ({ phone: (await form.validateFields(['phone'])).phone })} />
      </CodeRow>
      <NewPasswordFields />
      <RegisterFooter valid={valid} busy={busy} />
    </Form>
  );
}

type RegisterAccountValues = SignUpValues<RegisterBody>;

export function RegisterAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('storefront');
  const [form] = Form.useForm<RegisterAccountValues>();
  const v = Form.useWatch([], form);
  const valid =
    !!v &&
    !checkUsername(v.userName) &&
    !checkEmail(v.email) &&
    !checkCode(v.emailCode) &&
    !checkPassword(v.password) &&
    !checkConfirm(v.password, v.confirmPassword) &&
    v.agreement === true;
  const { busy, run } = useSubmit(form);
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) =>
        run(async () => {
          await registerAccount(values);
          toast.success(t('login.registered'));
          onDone();
        })
      }
    >
      <Form.Item name="userName" label={t('login.userName')} rules={[rule(checkUsername)]}>
        <Input autoComplete="username" placeholder={t('login.userNamePlaceholder')} maxLength={18} />
      </Form.Item>
      <Form.Item name="email" label={t('login.email')} rules={[rule(checkEmail)]}>
        <Input type="email" autoComplete="email" placeholder={t('login.emailPlaceholder')} maxLength={128} />
      </Form.Item>
      <CodeRow name="emailCode" label={t('login.emailCode')}>
        <SendCodeButton size="large" email scene="register" target={async () => ({ email: (await form.validateFields(['email'])).email })} />
      </CodeRow>
      <NewPasswordFields />
      <RegisterFooter valid={valid} busy={busy} />
    </Form>
  );
}

/** Forgotten password by SMS (SPEC §7): user name → masked phone → code → new password. */
export function ResetSmsForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('storefront');
  const [form] = Form.useForm<{ userName: string; verifyCode: string; password: string; confirmPassword: string }>();
  const [maskedPhone, setMaskedPhone] = useState<string | null>(null);
  const v = Form.useWatch([], form);
  const valid = !!v && !checkCode(v.verifyCode) && !checkPassword(v.password) && !checkConfirm(v.password, v.confirmPassword);
  const { busy, run } = useSubmit(form);

  const lookUp = () =>
    run(async () => {
      const { userName } = await form.validateFields(['userName']);
      setMaskedPhone((await getUserPhone(userName.trim())).phone);
    });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) =>
        run(async () => {
          await resetPasswordBySms({ ...values, userName: values.userName.trim() });
          toast.success(t('login.resetDone'));
          onDone();
        })
      }
    >
      <Form.Item name="userName" label={t('login.userName')} rules={[rule(checkAccount)]}>
        <Input autoComplete="username" placeholder={t('login.resetUserName')} maxLength={18} disabled={maskedPhone !== null} />
      </Form.Item>
      {maskedPhone === null ? (
        <Button type="primary" block loading={busy} onClick={() => void lookUp()}>
          {t('login.resetNext')}
        </Button>
      ) : (
        <>
          <p>{t('login.resetPhone', { phone: maskedPhone })}</p>
          <CodeRow name="verifyCode" label={t('login.code')}>
            <SendCodeButton size="large" scene="forgetPwd" target={async () => ({ userName: form.getFieldValue('userName').trim() })} />
          </CodeRow>
          <NewPasswordFields />
          <Button type="primary" htmlType="submit" block disabled={!valid} loading={busy}>
            {t('login.resetSubmit')}
          </Button>
        </>
      )}
    </Form>
  );
}

export function ResetEmailForm() {
  const { t } = useTranslation('storefront');
  const [form] = Form.useForm<{ account: string }>();
  const [sent, setSent] = useState<string | null>(null);
  const { busy, run } = useSubmit(form);
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) =>
        run(async () => {
          const answer = await sendResetEmail(values.account.trim());
          if (answer.code === Code.SUCCESS) setSent(answer.msg);
          else {
            toast.error(answer.msg);
            applyFieldErrors(form, new ApiError(answer.code, answer.msg, answer.data));
          }
        })
      }
    >
      <p style={{ color: '#5f6882' }}>{t('login.resetEmailHint')}</p>
      <Form.Item name="account" label={t('login.resetEmailAccount')} rules={[{ required: true, whitespace: true, message: validation.accountRequired }]}>
        <Input maxLength={128} autoComplete="username" />
      </Form.Item>
      {sent && (
        <p role="status" style={{ color: '#389e0d' }}>
          {sent}
        </p>
      )}
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('login.resetEmailSend')}
      </Button>
    </Form>
  );
}

/** The form an e-mailed reset link opens (/login?mode=reset&token=…). */
export function ResetByLinkForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('storefront');
  const [form] = Form.useForm<{ password: string; confirmPassword: string }>();
  const v = Form.useWatch([], form);
  const valid = !!v && !checkPassword(v.password) && !checkConfirm(v.password, v.confirmPassword);
  const { busy, run } = useSubmit(form);
  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={(values) =>
        run(async () => {
          await resetPasswordByEmail(token, values);
          toast.success(t('login.resetDone'));
          onDone();
        })
      }
    >
      <p>{t('login.resetByLink')}</p>
      <NewPasswordFields />
      <Button type="primary" htmlType="submit" block disabled={!valid} loading={busy}>
        {t('login.resetSubmit')}
      </Button>
    </Form>
  );
}
