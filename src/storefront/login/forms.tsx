import { Button, Checkbox, Form, Input, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { ApiError } from '../../shared/api/error';
import { paths } from '../../shared/config/paths';
import type { CodeTarget, RegisterBody, RegisterByPhoneBody, SmsScene, UserPhone } from '../../shared/contracts/account';
import { Code, LOCK_CODES } from '../../shared/core/codes';
import { accountKind, checkAnyAccount } from '../../shared/core/account-kind';
import { checkCode, checkConfirm, checkEmail, checkPassword, checkPhone, checkUsername } from '../../shared/core/validation';
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
import '../i18n/login';

/**
 * One sign-in form: antd's vertical form, its submit run once at a time. Lock warnings
 * (100023/100024) are shown beside the form, and the gateway's verdict on a field (50005)
 * beneath that field; with `sayAll`, every other message of the gateway is shown beside the form
 * too (not only in a passing toast). Spread `formProps` on the `<Form>`.
 */
function useAuthForm<V>(submit: (values: V, form: FormInstance<V>) => Promise<void>, sayAll = false) {
  const [form] = Form.useForm<V>();
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
      else if (!applyFieldErrors(form, e) && sayAll && e instanceof ApiError) setError(e.message);
    } finally {
      setBusy(false);
    }
  };
  const formProps = {
    form,
    layout: 'vertical',
    size: 'large',
    requiredMark: false,
    onFinish: (values: V) => run(() => submit(values, form)),
  } as const;
  return { form, busy, error, setError, run, formProps };
}

/** Whether what the form holds so far passes `check` (its submit stays disabled till then). */
function usePasses<V>(form: FormInstance<V>, check: (values: V) => boolean) {
  const values = Form.useWatch([], form);
  return !!values && check(values);
}

type NewPasswordValues = { password: string; confirmPassword: string };
const newPasswordPasses = (v: NewPasswordValues) => !checkPassword(v.password) && !checkConfirm(v.password, v.confirmPassword);

function FormError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" style={{ color: '#cf1322', margin: '0 0 16px' }}>
      {error}
    </p>
  ) : null;
}

function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: React.ReactNode }) {
  return (
    <Button type="primary" htmlType="submit" block disabled={disabled} loading={busy}>
      {children}
    </Button>
  );
}

/** Where a code goes: the phone or e-mail field, checked now, or (resetting by SMS) the account already looked up. */
async function codeTarget(form: FormInstance, to: 'phone' | 'email' | 'userName'): Promise<CodeTarget> {
  if (to === 'userName') return { userName: form.getFieldValue('userName').trim() };
  const value: string = (await form.validateFields([to]))[to];
  return to === 'phone' ? { phone: value } : { email: value };
}

/** A code field and the button that sends the code to `to`. */
function CodeRow(props: { name: string; label: string; scene: SmsScene; to: 'phone' | 'email' | 'userName'; onError?: (message: string) => void }) {
  const { t } = useTranslation('storefront');
  const form = Form.useFormInstance();
  return (
    <Form.Item label={props.label} required>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item name={props.name} noStyle rules={[rule(checkCode)]}>
          <CodeInput placeholder={t('login.code')} aria-label={props.label} />
        </Form.Item>
        <SendCodeButton
          size="large"
          email={props.to === 'email'}
          scene={props.scene}
          target={() => codeTarget(form, props.to)}
          onError={props.onError}
        />
      </div>
    </Form.Item>
  );
}

/** A phone and the code sent to it, as phone sign-in and phone sign-up ask for them. */
function PhoneWithCode({ scene }: { scene: SmsScene }) {
  const { t } = useTranslation('storefront');
  return (
    <>
      <Form.Item name="phone" label={t('login.phone')} rules={[rule(checkPhone)]}>
        <Input inputMode="tel" autoComplete="tel" placeholder={t('login.phonePlaceholder')} maxLength={11} />
      </Form.Item>
      <CodeRow name="verifyCode" label={t('login.code')} scene={scene} to="phone" />
    </>
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
        <Link to={paths.agreement.getHref('registration')} target="_blank">
          {t('login.agreeRegistration')}
        </Link>
        {t('login.agreeAnd')}
        <Link to={paths.agreement.getHref('privacy')} target="_blank">
          {t('login.agreePrivacy')}
        </Link>
      </Checkbox>
    </Form.Item>
  );
}

export function PasswordLoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('storefront');
  const { busy, error, formProps } = useAuthForm<{ userName: string; password: string }>(async (v) => {
    await loginWithPassword(v.userName.trim(), v.password);
    toast.success(t('login.success'));
    onDone();
  });
  return (
    <Form {...formProps}>
      <Form.Item name="userName" label={t('login.account')} rules={[{ required: true, whitespace: true, message: validation.accountRequired }]}>
        <Input autoComplete="username" placeholder={t('login.accountPlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[rule(checkPassword)]}>
        <Input.Password autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} maxLength={32} />
      </Form.Item>
      <FormError error={error} />
      <SubmitButton busy={busy}>{busy ? t('login.submitting') : t('login.submit')}</SubmitButton>
    </Form>
  );
}

/** Phone sign-in; a phone with no account is told so, with the way to sign up with it. */
export function PhoneLoginForm({ onDone, onRegister }: { onDone: () => void; onRegister: (phone: string) => void }) {
  const { t } = useTranslation('storefront');
  const [unregistered, setUnregistered] = useState<{ phone: string; message: string } | null>(null);
  const { busy, formProps } = useAuthForm<{ phone: string; verifyCode: string }>(async (v) => {
    setUnregistered(null);
    try {
      await loginByPhone({ phone: v.phone, verifyCode: v.verifyCode });
    } catch (e) {
      if (e instanceof ApiError && e.code === Code.NOT_FOUND) {
        setUnregistered({ phone: v.phone, message: e.message });
        return;
      }
      throw e;
    }
    toast.success(t('login.success'));
    onDone();
  });
  return (
    <Form {...formProps}>
      <PhoneWithCode scene="phoneLogin" />
      {unregistered ? (
        <div role="alert" style={{ color: '#cf1322', margin: '0 0 16px' }}>
          {unregistered.message}
          <Button type="link" onClick={() => onRegister(unregistered.phone)} style={{ paddingInline: 8 }}>
            {t('login.registerThisPhone')}
          </Button>
        </div>
      ) : null}
      <SubmitButton busy={busy}>{busy ? t('login.submitting') : t('login.submit')}</SubmitButton>
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

/** What a sign-up form holds: the request, with the password in the clear and the box maybe unticked. */
type SignUpValues<T> = Omit<T, 'secretKey' | 'agreement'> & { agreement: boolean };

/**
 * Both sign-up forms: who the new account is (`children`, checked by `identityPasses`), then a new
 * password, the agreements to accept and the submit button.
 */
function RegisterForm<V extends NewPasswordValues & { agreement: boolean }>(props: {
  register: (values: V) => Promise<unknown>;
  identityPasses: (values: V) => boolean;
  onDone: () => void;
  initialValues?: Partial<V>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('storefront');
  const { form, busy, formProps } = useAuthForm<V>(async (values) => {
    await props.register(values);
    toast.success(t('login.registered'));
    props.onDone();
  });
  const valid = usePasses(form, (v) => props.identityPasses(v) && newPasswordPasses(v) && v.agreement === true);
  return (
    <Form {...formProps} initialValues={props.initialValues}>
      {props.children}
      <NewPasswordFields />
      <Agreement />
      <SubmitButton busy={busy} disabled={!valid}>
        {busy ? t('login.registering') : t('login.register')}
      </SubmitButton>
    </Form>
  );
}

export function RegisterPhoneForm({ onDone, phone }: { onDone: () => void; phone?: string }) {
  return (
    <RegisterForm<SignUpValues<RegisterByPhoneBody>>
      register={registerByPhone}
      identityPasses={(v) => !checkPhone(v.phone) && !checkCode(v.verifyCode)}
      onDone={onDone}
      initialValues={phone ? { phone } : undefined}
    >
      <PhoneWithCode scene="register" />
    </RegisterForm>
  );
}

export function RegisterAccountForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('storefront');
  return (
    <RegisterForm<SignUpValues<RegisterBody>>
      register={registerAccount}
      identityPasses={(v) => !checkUsername(v.userName) && !checkEmail(v.email) && !checkCode(v.emailCode)}
      onDone={onDone}
    >
      <Form.Item name="userName" label={t('login.userName')} rules={[rule(checkUsername)]}>
        <Input autoComplete="username" placeholder={t('login.userNamePlaceholder')} maxLength={18} />
      </Form.Item>
      <Form.Item name="email" label={t('login.email')} rules={[rule(checkEmail)]}>
        <Input type="email" autoComplete="email" placeholder={t('login.emailPlaceholder')} maxLength={128} />
      </Form.Item>
      <CodeRow name="emailCode" label={t('login.emailCode')} scene="register" to="email" />
    </RegisterForm>
  );
}

/**
 * Forgotten password by code (SPEC §7, widened): a user name, phone or e-mail (recognised by its
 * shape) → where the code goes, masked → code → new password. Every refusal of the gateway is
 * said beside the form; a phone with no account is offered the sign-up with it.
 */
export function ResetSmsForm({ onDone, onRegister }: { onDone: () => void; onRegister: (phone: string) => void }) {
  const { t } = useTranslation('storefront');
  const [sentTo, setSentTo] = useState<UserPhone | null>(null);
  const [unregistered, setUnregistered] = useState<string | null>(null);
  type Values = { userName: string; verifyCode: string } & NewPasswordValues;
  const { form, busy, error, setError, run, formProps } = useAuthForm<Values>(async (values) => {
    const account = values.userName.trim();
    try {
      await resetPasswordBySms({ ...values, userName: account });
    } catch (e) {
      if (e instanceof ApiError && accountKind(account) === 'phone' && (e.data as { unregistered?: boolean } | null)?.unregistered) setUnregistered(account);
      throw e;
    }
    toast.success(t('login.resetDone'));
    onDone();
  }, true);
  const valid = usePasses(form, (v) => !checkCode(v.verifyCode) && newPasswordPasses(v));

  const lookUp = () =>
    run(async () => {
      const { userName } = await form.validateFields(['userName']);
      setSentTo(await getUserPhone(userName.trim()));
    });
  const restart = () => {
    setSentTo(null);
    setError(null);
    setUnregistered(null);
  };

  return (
    <Form {...formProps}>
      <Form.Item name="userName" label={t('login.resetAccount')} rules={[rule(checkAnyAccount)]}>
        <Input autoComplete="username" placeholder={t('login.resetAccountPlaceholder')} maxLength={128} disabled={sentTo !== null} />
      </Form.Item>
      {sentTo === null ? (
        <>
          <FormError error={error} />
          <Button type="primary" block loading={busy} onClick={() => void lookUp()}>
            {t('login.resetNext')}
          </Button>
        </>
      ) : (
        <>
          <p>
            {sentTo.phone ? t('login.resetPhone', { phone: sentTo.phone }) : t('login.resetEmailTo', { email: sentTo.email })}
            <Button type="link" onClick={restart} style={{ paddingInline: 8 }}>
              {t('login.resetOtherAccount')}
            </Button>
          </p>
          <CodeRow name="verifyCode" label={t('login.code')} scene="forgetPwd" to="userName" onError={setError} />
          <NewPasswordFields />
          <FormError error={error} />
          {unregistered ? (
            <Button type="link" onClick={() => onRegister(unregistered)} style={{ padding: 0, marginBottom: 16 }}>
              {t('login.registerThisPhone')}
            </Button>
          ) : null}
          <SubmitButton busy={busy} disabled={!valid}>
            {t('login.resetSubmit')}
          </SubmitButton>
        </>
      )}
    </Form>
  );
}

export function ResetEmailForm() {
  const { t } = useTranslation('storefront');
  const [sent, setSent] = useState<string | null>(null);
  const { busy, formProps } = useAuthForm<{ account: string }>(async (values, form) => {
    const answer = await sendResetEmail(values.account.trim());
    if (answer.code === Code.SUCCESS) setSent(answer.msg);
    else {
      toast.error(answer.msg);
      applyFieldErrors(form, new ApiError(answer.code, answer.msg, answer.data));
    }
  });
  return (
    <Form {...formProps}>
      <p style={{ color: '#5f6882' }}>{t('login.resetEmailHint')}</p>
      <Form.Item name="account" label={t('login.resetEmailAccount')} rules={[{ required: true, whitespace: true, message: validation.accountRequired }]}>
        <Input maxLength={128} autoComplete="username" />
      </Form.Item>
      {sent && (
        <p role="status" style={{ color: '#389e0d' }}>
          {sent}
        </p>
      )}
      <SubmitButton busy={busy}>{t('login.resetEmailSend')}</SubmitButton>
    </Form>
  );
}

/** The form an e-mailed reset link opens (/login?mode=reset&token=…). */
export function ResetByLinkForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('storefront');
  const { form, busy, formProps } = useAuthForm<NewPasswordValues>(async (values) => {
    await resetPasswordByEmail(token, values);
    toast.success(t('login.resetDone'));
    onDone();
  });
  const valid = usePasses(form, newPasswordPasses);
  return (
    <Form {...formProps}>
      <p>{t('login.resetByLink')}</p>
      <NewPasswordFields />
      <SubmitButton busy={busy} disabled={!valid}>
        {t('login.resetSubmit')}
      </SubmitButton>
    </Form>
  );
}
