import { Tabs, type TabsProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths, safeRedirect } from '../../shared/config/paths';
import { AntdProvider } from '../../shared/ui/AntdProvider';
import { Logo } from '../../shared/ui/Logo';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import {
  PasswordLoginForm,
  PhoneLoginForm,
  RegisterAccountForm,
  RegisterPhoneForm,
  ResetByLinkForm,
  ResetEmailForm,
  ResetSmsForm,
} from './forms';
import styles from './login.module.css';
import { QrLogin } from './QrLogin';
import '../i18n/login';

type View = 'login' | 'register' | 'reset';
type LoginTab = 'phone' | 'password' | 'qr';

/** The mode in the URL (SPEC §4): login_phone (default), register_phone, or reset. */
function viewOf(mode: string | null): View {
  if (mode === 'register_phone') return 'register';
  if (mode === 'reset') return 'reset';
  return 'login';
}

/** /login: every way in and back (SPEC §2), then on to where the visitor came from. */
export function LoginPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('login.title'), t('home.description'));
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const redirect = safeRedirect(params.get('redirect'));
  const view = viewOf(params.get('mode'));
  const resetToken = params.get('token');
  // The tab open in each view, kept while the visitor moves between views.
  const [tabs, setTabs] = useState<{ login: LoginTab; register: string; reset: string }>({ login: 'phone', register: 'phone', reset: 'sms' });

  const done = () => navigate(redirect, { replace: true });
  const switchTo = (mode: 'login_phone' | 'register_phone' | 'reset') => {
    const next = new URLSearchParams(params);
    next.set('mode', mode);
    next.delete('token');
    setParams(next, { replace: true });
  };
  const toLogin = () => switchTo('login_phone');
  // The phone a visitor tried to sign in with and has no account: the sign-up form starts with it.
  const [signUpPhone, setSignUpPhone] = useState<string | undefined>(undefined);
  const registerPhone = (phone: string) => {
    setSignUpPhone(phone);
    setTabs({ ...tabs, register: 'phone' });
    switchTo('register_phone');
  };

  // Each view's ways in, one tab each (the reset link's form stands alone).
  const tabItems: Record<View, TabsProps['items']> = {
    login: [
      { key: 'phone', label: t('login.tabs.phone'), children: <PhoneLoginForm onDone={done} onRegister={registerPhone} /> },
      { key: 'password', label: t('login.tabs.password'), children: <PasswordLoginForm onDone={done} /> },
      { key: 'qr', label: t('login.tabs.qr'), children: <QrLogin onDone={done} /> },
    ],
    register: [
      { key: 'phone', label: t('login.tabs.registerPhone'), children: <RegisterPhoneForm onDone={done} phone={signUpPhone} /> },
      { key: 'account', label: t('login.tabs.registerAccount'), children: <RegisterAccountForm onDone={done} /> },
    ],
    reset: [
      { key: 'sms', label: t('login.tabs.resetSms'), children: <ResetSmsForm onDone={toLogin} onRegister={registerPhone} /> },
      { key: 'email', label: t('login.tabs.resetEmail'), children: <ResetEmailForm /> },
    ],
  };

  const title =
    view === 'register' ? t('login.titles.register') : view === 'reset' ? t('login.titles.reset') : t(`login.titles.${tabs.login}`);

  return (
    <div className={styles.screen}>
      <aside className={styles.brand}>
        <div className={styles.grid} />
        <Link to={paths.home.getHref()}>
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
        <Link to={paths.home.getHref()}>← {t('login.backHome')}</Link>
      </aside>
      <main className={styles.panel}>
        <Link to={paths.home.getHref()} className={styles.mobileTop}>
          <Logo size={28} />
        </Link>
        <div className={styles.card}>
          <h2>{title}</h2>
          <AntdProvider mode="light">
            {view === 'reset' && resetToken ? (
              <ResetByLinkForm token={resetToken} onDone={toLogin} />
            ) : (
              <Tabs
                key={view}
                activeKey={tabs[view]}
                onChange={(key) => setTabs({ ...tabs, [view]: key })}
                destroyOnHidden
                items={tabItems[view]}
              />
            )}
          </AntdProvider>
          <div className={styles.switches}>
            {view === 'login' ? (
              <>
                <button type="button" onClick={() => switchTo('register_phone')}>
                  {t('login.toRegister')}
                </button>
                <button type="button" onClick={() => switchTo('reset')}>
                  {t('login.forgot')}
                </button>
              </>
            ) : (
              <button type="button" onClick={toLogin}>
                {view === 'register' ? t('login.toLogin') : t('login.backToLogin')}
              </button>
            )}
          </div>
        </div>
      </main>
    </div>
  );
}

export default LoginPage;
