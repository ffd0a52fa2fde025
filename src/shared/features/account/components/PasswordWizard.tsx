import { Button, Form, Modal, Result, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useSession } from '../../../auth/session';
import { storage } from '../../../auth/storage';
import { loginHref } from '../../../config/paths';
import { checkCode, checkConfirm, checkPassword, maskPhone } from '../../../core/validation';
import { applyFieldErrors } from '../../../ui/field-errors';
import { rule } from '../../../ui/form-rules';
import { toast } from '../../../ui/toast';
import { changePassword, verifySmsCode } from '../api/change-password';
import { useLoginStatus } from '../api/get-login-status';
import { CodeInput } from './CodeInput';
import { PasswordField } from './PasswordField';
import { SendCodeButton } from './SendCodeButton';
import '../../../i18n/account';

const REDIRECT_SECONDS = 5;

/** Leave with the old session: the gateway has already revoked it. */
function goToLogin() {
  storage.clearSession();
  window.location.assign(loginHref());
}

/**
 * The password-change wizard (SPEC §2, §4): 敏感操作认证 by SMS, 修改密码, then success with a
 * five-second countdown to /login. A session that signed up by phone closes after step 2 instead.
 */
export function PasswordWizard({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const loginStatus = useLoginStatus();
  const [step, setStep] = useState(0);
  const [proof, setProof] = useState('');
  const [busy, setBusy] = useState(false);
  const [seconds, setSeconds] = useState(REDIRECT_SECONDS);
  const [codeForm] = Form.useForm<{ verifyCode: string }>();
  const [passwordForm] = Form.useForm<{ password: string; confirmPassword: string }>();
  const code = Form.useWatch('verifyCode', codeForm);
  const passwords = Form.useWatch([], passwordForm);
  const codeValid = checkCode(code) === null;
  const passwordsValid = checkPassword(passwords?.password) === null && checkConfirm(passwords?.password, passwords?.confirmPassword) === null;

  useEffect(() => {
    if (step !== 2) return;
    if (seconds <= 0) {
      goToLogin();
      return;
    }
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [step, seconds]);

  const cancel = () => {
    setStep(0);
    setProof('');
    codeForm.resetFields();
    passwordForm.resetFields();
    onClose();
  };

  const verify = async () => {
    setBusy(true);
    try {
      const result = await verifySmsCode(codeForm.getFieldValue('verifyCode'));
      setProof(result.verifyCodeToken);
      setStep(1);
    } catch (error) {
      // The message is shown by the HTTP client; a wrong code is also marked on its field.
      applyFieldErrors(codeForm, error);
    } finally {
      setBusy(false);
    }
  };

  const change = async () => {
    setBusy(true);
    try {
      await changePassword(proof, passwordForm.getFieldsValue());
      const status = loginStatus.data;
      if (status?.loginStatus === 'login' && status.loginType === 'register_phone') {
        toast.success(t('wizard.success'));
        onClose();
        goToLogin();
        return;
      }
      setSeconds(REDIRECT_SECONDS);
      setStep(2);
    } catch (error) {
      applyFieldErrors(passwordForm, error);
    } finally {
      setBusy(false);
    }
  };

  const titles = [t('wizard.step1'), t('wizard.step2'), t('wizard.step3')];
  return (
    <Modal open={open} title={titles[step]} onCancel={step === 2 ? goToLogin : cancel} footer={null} destroyOnHidden width={520} maskClosable={false}>
      <Steps size="small" current={step} items={titles.map((title) => ({ title }))} style={{ margin: '8px 0 24px' }} />
      {step === 0 && (
        <Form form={codeForm} layout="vertical" onFinish={() => void verify()}>
          <p>{user?.phone ? t('wizard.verifyIntro', { phone: maskPhone(user.phone) }) : t('wizard.noPhone')}</p>
          <Form.Item label={t('wizard.code')} required>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="verifyCode" noStyle rules={[rule(checkCode)]}>
                <CodeInput placeholder={t('code.placeholder')} aria-label={t('wizard.code')} />
              </Form.Item>
              <SendCodeButton scene="resetPwd" target={async () => ({ userName: user!.userName })} />
            </div>
          </Form.Item>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <Button onClick={cancel}>{t('wizard.cancel')}</Button>
            <Button type="primary" htmlType="submit" disabled={!codeValid || !user?.phone} loading={busy}>
              {t('wizard.next')}
            </Button>
          </div>
        </Form>
      )}
      {step === 1 && (
        <Form form={passwordForm} layout="vertical" onFinish={() => void change()}>
          <Form.Item name="password" label={t('wizard.newPassword')} rules={[rule(checkPassword)]}>
            <PasswordField placeholder={t('wizard.newPasswordPlaceholder')} />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label={t('wizard.confirmPassword')}
            dependencies={['password']}
            rules={[({ getFieldValue }) => rule((value) => checkConfirm(getFieldValue('password'), value))]}
          >
            <PasswordField placeholder={t('wizard.confirmPlaceholder')} />
          </Form.Item>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
            <Button onClick={cancel}>{t('wizard.cancel')}</Button>
            <Button type="primary" htmlType="submit" disabled={!passwordsValid} loading={busy}>
              {t('wizard.submit')}
            </Button>
          </div>
        </Form>
      )}
      {step === 2 && (
        <Result
          status="success"
          title={t('wizard.success')}
          subTitle={
            <>
              {t('wizard.successText')}
              <br />
              {t('wizard.countdown', { seconds })}
            </>
          }
          extra={
            <Button type="primary" onClick={goToLogin}>
              {t('wizard.relogin')}
            </Button>
          }
        />
      )}
    </Modal>
  );
}
