import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { HandshakeIcon, ServerIcon, CubeIcon } from '../../shared/ui/icons';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/partners';
import { LazyForm } from '../ui/LazyForm';
import { PageHero } from '../ui/PageHero';
import ui from '../ui/ui.module.css';
import styles from './partners.module.css';

const ConsultationForm = lazy(() => import('../ui/ConsultationForm'));
const ICONS = [ServerIcon, HandshakeIcon, CubeIcon];

/** /activity/partners (light, SPEC §2): the partner programme, with an application form. */
export function PartnersPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('partners.title'), t('partners.description'));
  const programs = t('partners.programs', { returnObjects: true }) as { title: string; who: string; points: string[] }[];
  const numbers = t('partners.numbers', { returnObjects: true }) as { value: string; label: string }[];
  const steps = t('partners.steps', { returnObjects: true }) as { title: string; text: string }[];
  const types = t('partners.types', { returnObjects: true }) as string[];
  const faq = t('partners.faq', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <>
      <PageHero
        eyebrow={t('partners.eyebrow')}
        title={t('partners.heading')}
        text={t('partners.lead')}
        art={{ src: '/media/pages/partners.svg', alt: '', width: 360, height: 280 }}
        actions={
          <a href="#apply" className={ui.btn}>
            {t('partners.apply')}
          </a>
        }
      />
      <section className={ui.section} aria-labelledby="partners-programs">
        <div className={ui.container}>
          <h2 id="partners-programs" className={ui.h2}>
            {t('partners.programsTitle')}
          </h2>
          <div className={`${ui.grid3} ${styles.programs}`}>
            {programs.map((program, index) => {
              const Icon = ICONS[index]!;
              return (
                <article key={program.title} className={ui.card}>
                  <span className={ui.iconBadge}>
                    <Icon size={22} />
                  </span>
                  <h3 className={ui.h3}>{program.title}</h3>
                  <p className={ui.muted}>{program.who}</p>
                  <ul className={ui.checkList}>
                    {program.points.map((point) => (
                      <li key={point}>{point}</li>
                    ))}
                  </ul>
                </article>
              );
            })}
          </div>
          <dl className={styles.numbers}>
            {numbers.map((item) => (
              <div key={item.label}>
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className={`${ui.section} ${ui.sectionAlt}`} aria-labelledby="partners-steps">
        <div className={ui.container}>
          <h2 id="partners-steps" className={ui.h2}>
            {t('partners.stepsTitle')}
          </h2>
          <ol className={styles.steps}>
            {steps.map((step, index) => (
              <li key={step.title}>
                <span className={styles.stepNo}>{index + 1}</span>
                <h3 className={ui.h3}>{step.title}</h3>
                <p className={ui.muted}>{step.text}</p>
              </li>
            ))}
          </ol>
          <h2 className={`${ui.h3} ${styles.typesTitle}`}>{t('partners.typesTitle')}</h2>
          <ul className={styles.types}>
            {types.map((type) => (
              <li key={type}>{type}</li>
            ))}
          </ul>
        </div>
      </section>
      <section className={ui.section} aria-labelledby="partners-faq">
        <div className={`${ui.container} ${styles.bottom}`}>
          <div>
            <h2 id="partners-faq" className={ui.h2}>
              {t('partners.faqTitle')}
            </h2>
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
        </div>
      </section>
    </>
  );
}

export default PartnersPage;
