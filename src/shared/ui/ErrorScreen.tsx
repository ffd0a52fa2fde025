import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from './error-screen.module.css';

export function ErrorScreen(props: { code?: string; title: string; text?: ReactNode; detail?: string; action?: ReactNode }) {
  return (
    <section className={styles.screen} role="alert">
      {props.code && <div className={styles.code}>{props.code}</div>}
      <h1 className={styles.title}>{props.title}</h1>
      {props.text && <p className={styles.text}>{props.text}</p>}
      {props.detail && <p className={styles.detail}>{props.detail}</p>}
      {props.action}
    </section>
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The page-error screen of SPEC §2: shown when a route fails to render or load. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <ErrorScreen
      title={t('pageErrorTitle')}
      detail={describe(error)}
      action={
        <a className={styles.button} href="/">
          {t('goHome')}
        </a>
      }
    />
  );
}
