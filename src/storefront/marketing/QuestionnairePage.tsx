import { lazy, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { openAccountDialog } from '../../shared/ui/account-dialogs';
import { useSession } from '../../shared/auth/session';
import { paths } from '../../shared/config/paths';
import { QUESTIONNAIRE_REWARD_HOURS } from '../../shared/core/questionnaire';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import { useQuestionnaireStatus } from '../../shared/features/content/api/get-questionnaire-status';
import '../i18n/questionnaire';
import { formatDate } from '../ui/format';
import { LazyForm } from '../ui/LazyForm';
import { CheckList } from '../ui/Lists';
import { LoginGate } from '../ui/LoginGate';
import { PageHero } from '../ui/PageHero';
import { Section } from '../ui/Section';
import { SuccessNotice } from '../ui/SuccessNotice';
import ui from '../ui/ui.module.css';
import styles from './marketing.module.css';

const QuestionnaireForm = lazy(() => import('./QuestionnaireForm'));
const hours = QUESTIONNAIRE_REWARD_HOURS;

function Reward({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation('storefront');
  return (
    <SuccessNotice testId="questionnaire-reward" title={title} text={text}>
      <div className={ui.heroActions}>
        <Link to={paths.gpuMarket.getHref()} className={ui.btn}>
          {t('questionnaire.useNow')}
        </Link>
        <button type="button" className={ui.btnGhost} onClick={() => openAccountDialog('coupons')}>
          {t('questionnaire.coupons')}
        </button>
      </div>
    </SuccessNotice>
  );
}

/** /marketing/questionnaire: a real questionnaire; finishing it grants 10 card-hours, once per user (SPEC §9). */
export function QuestionnairePage() {
  const { t } = useTranslation('storefront');
  const { loggedIn } = useSession();
  const status = useQuestionnaireStatus();
  const [justDone, setJustDone] = useState(false);
  useDocumentMeta(t('questionnaire.title'), t('questionnaire.description'));
  const rules = t('questionnaire.rules', { returnObjects: true, hours }) as string[];

  let body;
  if (!loggedIn) {
    body = <LoginGate texts="questionnaire" testId="questionnaire-gate" />;
  } else if (justDone) {
    body = <Reward title={t('questionnaire.doneTitle')} text={t('questionnaire.doneText', { hours })} />;
  } else if (status.data?.submitted) {
    body = (
      <Reward
        title={t('questionnaire.claimedTitle')}
        text={t('questionnaire.claimedText', { hours, date: formatDate(status.data.submittedAt) })}
      />
    );
  } else if (status.isSuccess) {
    body = (
      <LazyForm minHeight={1200}>
        <QuestionnaireForm onDone={(message) => (message ? void status.refetch() : setJustDone(true))} />
      </LazyForm>
    );
  } else {
    body = <div className={ui.formSkeleton} aria-busy="true" />;
  }

  return (
    <>
      <PageHero texts="questionnaire" values={{ hours }} art="questionnaire" />
      <Section className={styles.layout}>
        <div className={ui.formPanel}>{body}</div>
        <aside className={ui.card}>
          <h2 className={ui.h3}>{t('questionnaire.rulesTitle')}</h2>
          <CheckList items={rules} />
        </aside>
      </Section>
    </>
  );
}

export default QuestionnairePage;
