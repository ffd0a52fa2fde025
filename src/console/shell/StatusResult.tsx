import { Button, Result } from 'antd';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';

const KEYS = { 403: 'forbidden', 404: 'notFound', 500: 'serverError' } as const;

/** The 403 / 404 / 500 content (antd Result with its illustration), loaded on first use by StatusPage. */
export function StatusResult({ status, detail }: { status: 403 | 404 | 500; detail?: string }) {
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
        <Link to={paths.dashboard.getHref()}>
          <Button type="primary">{t('errors.backDashboard')}</Button>
        </Link>
      }
    />
  );
}

export default StatusResult;
