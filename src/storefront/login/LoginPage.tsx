import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginWithPassword } from '../../shared/api/password';
import { ApiError } from '../../shared/api/http';
import { paths, safeRedirect } from '../../shared/config/paths';
import { checkPassword } from '../../shared/core/validation';
import { validation } from '../../shared/i18n/zh-CN/validation';
import { AntdProvider } from '../../shared/ui/AntdProvider';
import { rule } from '../../shared/ui/form-rules';
import { Logo } from '../../shared/ui/Logo';
import { toast } from '../../shared/ui/toast';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import styles from './login.module.css';

interface PasswordForm {
  userName: string;
  password: string;
}

function PasswordLogin({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('storefront');
  const [form] = Form.useForm<PasswordForm>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: PasswordForm) => {
    setSubmitting(true);
    setError(null);
    try {
      await loginWithPassword(values.userName.trim(), values.password);
      toast.success(t('login.success'));
      onDone();
    } catch (e) {
      // Lock warnings come back without a toast: show them beside the form.
      if (e instanceof ApiError && (e.code === 100023 || e.code === 100024)) setError(e.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" requiredMark={false} onFinish={submit} disabled={submitting}>
      <Form.Item name="userName" label={t('login.account')} rules={[{ required: true, whitespace: true, message: validation.accountRequired }]}>
        <Input autoComplete="username" placeholder={t('login.accountPlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[rule(checkPassword)]}>
        <Input.Password autoComplete="current-password" placeholder={t('login.passwordPlaceholder')} maxLength={32} />
      </Form.Item>
      {error && (
        <p role="alert" style={{ color: '#d4380d', margin: '0 0 16px' }}>
          {error}
        </p>
      )}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </Button>
    </Form>
  );
}

/** /login: sign in, then go back where the visitor came from (DESIGN §2 login redirect). */
export function LoginPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('login.title'), t('home.description'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));

  return (
    <div className={styles.screen}>
      <aside className={styles.brand}>
        <div className={styles.grid} />
        <Link to={paths.home}>
          <Logo size={34} />
        </Link>
        <div className={styles.brandBody}>
          <h1>{t('login.brandTitle')}</h1>
          <ul className={styles.points}>
            {(t('login.brandPoints', { returnObjects: true }) as string[]).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <Link to={paths.home}>← {t('login.backHome')}</Link>
      </aside>
      <main className={styles.panel}>
        <Link to={paths.home} className={styles.mobileTop}>
          <Logo size={28} />
        </Link>
        <div className={styles.card}>
          <h2>{t('login.signIn')}</h2>
          <AntdProvider mode="light">
            <PasswordLogin onDone={() => navigate(redirect, { replace: true })} />
          </AntdProvider>
        </div>
      </main>
    </div>
  );
}

export default LoginPage;
