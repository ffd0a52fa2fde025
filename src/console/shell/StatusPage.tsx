import { lazy, Suspense } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useParams, useRouteError } from 'react-router';

// antd's Result with its 403/404/500 illustrations weighs ~10 KB gzip: the first workbench page
// must not pay for a screen most sessions never see, so it loads when one is shown.
const StatusResult = lazy(() => import('./StatusResult'));

type Status = 403 | 404 | 500;

/** 403 / 404 / 500 inside the shell: the menu and tabs stay, only the content says what went wrong. */
export function StatusPage({ status, detail }: { status: Status; detail?: string }) {
  return (
    <Suspense fallback={<div style={{ minHeight: 320 }} aria-busy="true" />}>
      <StatusResult status={status} detail={detail} />
    </Suspense>
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
