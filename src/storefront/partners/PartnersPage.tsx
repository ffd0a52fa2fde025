import { lazy } from 'react';
import { useTranslation } from '../../shared/i18n';
import { HandshakeIcon, ServerIcon, CubeIcon } from '../../shared/ui/page-icons';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/partners';
import { LazyForm } from '../ui/LazyForm';
import { CheckList, IconCard, StatList, StepList, type Stat, type TitledText } from '../ui/Lists';
import { PageHero } from '../ui/PageHero';
import { Section, SectionTitle } from '../ui/Section';
import ui from '../ui/ui.module.css';
import styles from './partners.module.css';

const ConsultationForm = lazy(() => import('../ui/ConsultationForm'));
const ICONS = [ServerIcon, HandshakeIcon, CubeIcon];

/** /activity/partners (light, SPEC §2): the partner programme, with an application form. */
export function PartnersPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('partners.title'), t('partners.description'));
  const programs = t('partners.programs', { returnObjects: true }) as { title: string; who: string; points: string[] }[];
  const numbers = t('partners.numbers', { returnObjects: true }) as Stat[];
  const steps = t('partners.steps', { returnObjects: true }) as TitledText[];
  const types = t('partners.types', { returnObjects: true }) as string[];
  const faq = t('partners.faq', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <>
      <PageHero texts="partners" art="partners" apply={t('partners.apply')} />
      <Section labelledBy="partners-programs" title={t('partners.programsTitle')}>
        <div className={`${ui.grid3} ${styles.programs}`}>
          {programs.map((program, index) => (
            <IconCard key={program.title} as="article" Icon={ICONS[index]!} title={program.title}>
              <p className={ui.muted}>{program.who}</p>
              <CheckList items={program.points} />
            </IconCard>
          ))}
        </div>
        <StatList items={numbers} className={styles.numbers} />
      </Section>
      <Section alt labelledBy="partners-steps" title={t('partners.stepsTitle')}>
        <StepList steps={steps} className={styles.steps} />
        <h2 className={`${ui.h3} ${styles.typesTitle}`}>{t('partners.typesTitle')}</h2>
        <ul className={styles.types}>
          {types.map((type) => (
            <li key={type}>{type}</li>
          ))}
        </ul>
      </Section>
      <Section labelledBy="partners-faq" className={styles.bottom}>
        <div>
          <SectionTitle id="partners-faq" title={t('partners.faqTitle')} />
          <div className={styles.faq}>
            {faq.map((item) => (
              <details key={item.q}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </div>
        </div>
        <div id="apply" className={`${ui.formPanel} ${styles.apply}`}>
          <h2 className={ui.h3}>{t('partners.formTitle')}</h2>
          <p className={ui.muted}>{t('partners.formText')}</p>
          <LazyForm>
            <ConsultationForm source="partners" defaultType="partnership" />
          </LazyForm>
        </div>
      </Section>
    </>
  );
}

export default PartnersPage;
