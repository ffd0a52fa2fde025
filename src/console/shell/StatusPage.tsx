import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useRouteError } from 'react-router';
import { consolePaths } from '../config/paths';

const KEYS = { 403: 'forbidden', 404: 'notFound', 500: 'serverError' } as const;

/** 403 / 404 / 500 inside the shell: the menu and tabs stay, only the content says what went wrong. */
export function StatusPage({ status, detail }: { status: 403 | 404 | 500; detail?: string }) {
  const { t } = useTranslation('console');
  const key = KEYS[status];
  const hint = status === 403 ? t('errors.forbiddenHint') : status === 500 ? (detail ?? t('errors.serverErrorHint')) : undefined;
  return (
    <Result
      status={status === 500 ? '500' : status === 403 ? '403' : '404'}
      title={status}
      subTitle={
        <>
          <div>{t(`errors.${key}`)}</div>
          {hint && <div style={{ marginTop: 4, fontSize: 13 }}>{hint}</div>}
        </>
      }
      extra={
        <Link to={consolePaths.dashboard}>
          <Button type="primary">{t('errors.backDashboard')}</Button>
        </Link>
      }
    />
  );
}

/** /exception/:code — the error pages themselves, linkable (SPEC §2 shell labels). */
export default function ExceptionPage() {
  const { code } = useParams();
  const status = code === '403' ? 403 : code === '500' ? 500 : 404;
  return <StatusPage status={status} />;
}

/**
 * The route error boundary of every workbench page. It sits below the shell's route, so a page
 * that throws (or whose chunk fails to load) shows the SPEC page-error text here while the menu,
 * header and other tabs keep working.
 */
export function ConsoleRouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const message = error instanceof Error ? error.message : String((error as { statusText?: string })?.statusText ?? error);
  return (
    <div role="alert">
      <StatusPage status={500} detail={`${t('pageErrorTitle')} ${message}`} />
    </div>
  );
}
