import { lazy } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { paths } from '../../shared/config/paths';
import { openAccountDialog } from '../../shared/ui/account-dialogs';
import { BankIcon } from '../../shared/ui/page-icons';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import type { CreditApplication } from '../../shared/contracts/content';
import { useMyCreditApplication } from '../../shared/features/content/api/get-my-credit-application';
import { useCertification } from '../../shared/features/account/api/get-certification';
import '../i18n/credit';
import { formatDate, formatYuan } from '../ui/format';
import { LazyForm } from '../ui/LazyForm';
import { CardGrid, StatList, StepList, type Stat, type TitledText } from '../ui/Lists';
import { LoginGate } from '../ui/LoginGate';
import { PageHero } from '../ui/PageHero';
import { Section, SectionTitle } from '../ui/Section';
import ui from '../ui/ui.module.css';
import styles from './marketing.module.css';

const CreditForm = lazy(() => import('./CreditForm'));

function ApplicationStatus({ application }: { application: CreditApplication }) {
  const { t } = useTranslation('storefront');
  return (
    <div className={ui.notice} role="status" data-testid="credit-status">
      <span className={ui.iconBadge}>
        <BankIcon size={22} />
      </span>
      <h3 className={ui.h3}>{t('credit.statusTitle')}</h3>
      <dl className={styles.status}>
        <div>
          <dt className={ui.muted}>{t('credit.statusLabel')}</dt>
          <dd className={ui.tag}>{t(`credit.statuses.${application.status}`)}</dd>
        </div>
        <div>
          <dt className={ui.muted}>{t('credit.statusCompany')}</dt>
          <dd>{application.companyName}</dd>
        </div>
        <div>
          <dt className={ui.muted}>{t('credit.statusAmount')}</dt>
          <dd>{formatYuan(Number(application.expectedAmount))} 元</dd>
        </div>
        <div>
          <dt className={ui.muted}>{t('credit.statusDate')}</dt>
          <dd>{formatDate(application.createdAt)}</dd>
        </div>
      </dl>
      {application.status === 'approved' && application.approvedAmount && (
        <dl className={styles.status}>
          <div>
            <dt className={ui.muted}>{t('credit.statusGranted')}</dt>
            <dd data-testid="credit-granted">{formatYuan(Number(application.approvedAmount))} 元</dd>
          </div>
          {application.decidedAt && (
            <div>
              <dt className={ui.muted}>{t('credit.statusDecidedAt')}</dt>
              <dd>{formatDate(application.decidedAt)}</dd>
            </div>
          )}
        </dl>
      )}
      {application.status === 'rejected' && application.reason && (
        <p className={ui.inlineError} data-testid="credit-reason">
          {t('credit.statusReason')}：{application.reason}
        </p>
      )}
      {application.status === 'pending' && <p className={ui.muted}>{t('credit.pendingText')}</p>}
      {application.status === 'approved' && (
        <>
          <p className={ui.muted}>{t('credit.approvedText')}</p>
          <div className={ui.heroActions}>
            <Link className={ui.btn} to={paths.gpuMarket.getHref()}>
              {t('credit.toMarket')}
            </Link>
            <button type="button" className={ui.btnGhost} onClick={() => openAccountDialog('recharge')}>
              {t('credit.toWallet')}
            </button>
          </div>
        </>
      )}
      {application.status === 'rejected' && <p className={ui.muted}>{t('credit.rejectedText')}</p>}
    </div>
  );
}

/** /marketing/credit-recharge: the bank credit line, its statement (SPEC §2) and the application. */
export function CreditRechargePage() {
  const { t } = useTranslation('storefront');
  const { loggedIn } = useSession();
  const mine = useMyCreditApplication();
  const certification = useCertification();
  useDocumentMeta(t('credit.title'), t('credit.description'));
  const facts = t('credit.facts', { returnObjects: true }) as Stat[];
  const steps = t('credit.steps', { returnObjects: true }) as TitledText[];
  const points = t('credit.statementPoints', { returnObjects: true }) as string[];
  const faq = t('credit.faq', { returnObjects: true }) as { q: string; a: string }[];

  let form;
  if (!loggedIn) {
    form = <LoginGate texts="credit" testId="credit-gate" heading="h3" />;
  } else if (mine.data && mine.data.status !== 'rejected') {
    form = <ApplicationStatus application={mine.data} />;
  } else if (mine.isSuccess && certification.isSuccess) {
    // Nothing yet, or refused: the outcome (with its reason) stays shown above a new application.
    const detail = certification.data;
    const passed = detail.certificationStatus === 'review_pass' ? detail : null;
    const company = passed?.certificationType === 'enterprise' ? { name: passed.certificationName, code: passed.certificationCode } : undefined;
    form = (
      <>
        {mine.data && <ApplicationStatus application={mine.data} />}
        {company ? (
          <p className={ui.muted} data-testid="credit-certified">
            {t('credit.certifiedHint')}
          </p>
        ) : (
          <p className={ui.muted} data-testid="credit-certify-hint">
            {passed ? t('credit.personalHint') : t('credit.formHint')}
            <Link to={`${paths.certification.getHref()}?redirect=${encodeURIComponent(`${paths.creditRecharge.getHref()}#apply`)}`} className={ui.textLink}>
              {t('credit.certify')}
            </Link>
          </p>
        )}
        <LazyForm minHeight={620}>
          <CreditForm company={company} />
        </LazyForm>
      </>
    );
  } else {
    form = <div className={ui.formSkeleton} aria-busy="true" />;
  }

  return (
    <>
      <PageHero texts="credit" art="credit" apply={t('credit.apply')} />
      <Section labelledBy="credit-steps">
        <StatList items={facts} className={styles.facts} />
        <SectionTitle id="credit-steps" title={t('credit.stepsTitle')} />
        <StepList steps={steps} className={styles.steps} />
      </Section>
      <Section id="apply" alt labelledBy="credit-apply" className={styles.layout}>
        <div className={ui.formPanel}>
          <h2 id="credit-apply" className={ui.h3}>
            {t('credit.formTitle')}
          </h2>
          {form}
        </div>
        <aside className={`${ui.card} ${styles.statement}`} aria-labelledby="credit-statement">
          <h2 id="credit-statement" className={ui.h3}>
            {t('credit.statementTitle')}
          </h2>
          <p className={ui.muted}>{t('credit.statementDate')}</p>
          <ol>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ol>
          <Link to={paths.agreement.getHref('credit-recharge')} className={ui.textLink}>
            {t('credit.statementLink')}
          </Link>
        </aside>
      </Section>
      <Section labelledBy="credit-faq" title={t('credit.faqTitle')}>
        <CardGrid items={faq.map((item) => ({ title: item.q, text: item.a }))} columns={2} />
      </Section>
    </>
  );
}

export default CreditRechargePage;
