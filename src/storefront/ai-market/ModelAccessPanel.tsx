import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { ApiError } from '../../shared/api/error';
import { useSession } from '../../shared/auth/session';
import { loginHref } from '../../shared/config/paths';
import type { ModelAccessState, ModelDetail, ModelFile } from '../../shared/contracts/ai';
import { ACCESS_ANSWER_MAX, formatFileSize } from '../../shared/core/ai';
import { formatDateTime } from '../../shared/core/time';
import { modelAccessQueryOptions, useRequestModelAccess } from '../../shared/features/ai/api/model-access';
import { useTranslation } from '../../shared/i18n';
import ui from '../ui/ui.module.css';
import styles from './ai-market.module.css';

/** A wait in seconds as people say it: 约 3 小时, 约 2 天, 不到 1 小时. */
export function waitText(seconds: number | null, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (seconds === null) return t('modelDetail.access.waitUnknown');
  if (seconds < 3600) return t('modelDetail.access.waitUnderHour');
  if (seconds < 86_400) return t('modelDetail.access.waitHours', { n: Math.round(seconds / 3600) });
  return t('modelDetail.access.waitDays', { n: Math.round(seconds / 86_400) });
}

/** A model's files: name, size and SHA-256. */
export function FilesTable({ files }: { files: ModelFile[] }) {
  const { t } = useTranslation('storefront');
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return (
    <div className={styles.tableWrap}>
      <p className={styles.muted}>{t('modelDetail.files.total', { count: files.length, size: formatFileSize(total) })}</p>
      <table className={styles.table} data-testid="model-files">
        <thead>
          <tr>
            <th>{t('modelDetail.files.name')}</th>
            <th>{t('modelDetail.files.size')}</th>
            <th>{t('modelDetail.files.sha256')}</th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.name}>
              <td>{file.name}</td>
              <td style={{ whiteSpace: 'nowrap' }}>{formatFileSize(file.size)}</td>
              <td className={styles.hash}>{file.sha256}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The files tab of a gated model: a visitor is asked to log in; a user answers the publisher's
 * questions; while the request waits they see its place in the review queue and the typical wait;
 * once approved, the files.
 */
export function GatedFiles({ model }: { model: ModelDetail }) {
  const { t } = useTranslation('storefront');
  const { loggedIn } = useSession();
  const { pathname, search } = useLocation();
  const access = useQuery(modelAccessQueryOptions(model.modelId, loggedIn));
  if (!loggedIn) {
    return (
      <div className={styles.gate} data-testid="model-gate">
        <h2 className={ui.h3}>{t('modelDetail.access.title')}</h2>
        <p className={styles.muted}>{t('modelDetail.access.loginText')}</p>
        <Link className={ui.btn} to={loginHref({ mode: 'login_phone', redirect: `${pathname}${search}` })}>
          {t('modelDetail.access.login')}
        </Link>
      </div>
    );
  }
  const state = access.data;
  if (!state) return <p className={styles.muted}>{access.isError ? t('modelDetail.access.loadFailed') : t('modelDetail.access.loading')}</p>;
  if (state.files) return <FilesTable files={state.files} />;
  if (state.status === 'pending') return <Pending state={state} />;
  return <AccessForm model={model} state={state} />;
}

function Pending({ state }: { state: ModelAccessState }) {
  const { t } = useTranslation('storefront');
  return (
    <div className={styles.gate} data-testid="model-gate" role="status">
      <h2 className={ui.h3}>{t('modelDetail.access.pendingTitle')}</h2>
      <p className={styles.muted}>{t('modelDetail.access.submittedAt', { time: formatDateTime(state.submittedAt) })}</p>
      {state.queue && (
        <dl className={styles.queue}>
          <div>
            <dt>{t('modelDetail.access.position')}</dt>
            <dd data-testid="queue-position">{t('modelDetail.access.positionValue', { n: state.queue.position })}</dd>
          </div>
          <div>
            <dt>{t('modelDetail.access.waiting')}</dt>
            <dd>{t('modelDetail.access.waitingValue', { n: state.queue.pending })}</dd>
          </div>
          <div>
            <dt>{t('modelDetail.access.typicalWait')}</dt>
            <dd>{waitText(state.queue.typicalWaitSeconds, t)}</dd>
          </div>
        </dl>
      )}
      <p className={styles.muted}>{t('modelDetail.access.pendingText')}</p>
    </div>
  );
}

function AccessForm({ model, state }: { model: ModelDetail; state: ModelAccessState }) {
  const { t } = useTranslation('storefront');
  const [answers, setAnswers] = useState<Record<string, string>>(state.answers);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useRequestModelAccess();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = Object.fromEntries(
      model.accessQuestions.filter((q) => q.required && !(answers[q.key] ?? '').trim()).map((q) => [q.key, t('modelDetail.access.required', { label: q.label })]),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    send.mutate(
      { modelId: model.modelId, answers },
      {
        onError: (error) => {
          if (error instanceof ApiError && Array.isArray(error.data)) {
            const fields = error.data as { field: string; message: string }[];
            setErrors(Object.fromEntries(fields.map((f) => [f.field.replace(/^answers\./, ''), f.message])));
          }
        },
      },
    );
  };
  return (
    <form className={styles.gate} onSubmit={submit} noValidate data-testid="model-gate">
      <h2 className={ui.h3}>{t('modelDetail.access.title')}</h2>
      <p className={styles.muted}>{t('modelDetail.access.formText', { publisher: model.publisher })}</p>
      {state.status === 'rejected' && (
        <p className={styles.rejected} role="alert">
          {t('modelDetail.access.rejected', { reason: state.reason ?? '' })}
        </p>
      )}
      {model.accessQuestions.map((question) => {
        const id = `access-${question.key}`;
        const Field = question.multiline ? 'textarea' : 'input';
        return (
          <div key={question.key} className={styles.question}>
            <label htmlFor={id}>
              {question.label}
              {question.required && <span aria-hidden="true"> *</span>}
            </label>
            <Field
              id={id}
              className={styles.answer}
              value={answers[question.key] ?? ''}
              maxLength={ACCESS_ANSWER_MAX}
              aria-required={question.required}
              aria-invalid={errors[question.key] ? true : undefined}
              aria-describedby={errors[question.key] ? `${id}-error` : undefined}
              onChange={(e) => setAnswers((current) => ({ ...current, [question.key]: e.target.value }))}
            />
            {errors[question.key] && (
              <span id={`${id}-error`} className={styles.fieldError}>
                {errors[question.key]}
              </span>
            )}
          </div>
        );
      })}
      <button type="submit" className={ui.btn} disabled={send.isPending}>
        {state.status === 'rejected' ? t('modelDetail.access.resubmit') : t('modelDetail.access.submit')}
      </button>
    </form>
  );
}
