import { useTranslation } from '../../shared/i18n';
import { Link, NavLink, Navigate, useParams } from 'react-router';
import { paths } from '../../shared/config/paths';
import { site } from '../../shared/config/site';
import { formatDate } from '../../shared/core/time';
import { useAgreement } from '../../shared/features/content/api/get-agreement';
import { AgreementDocument } from '../../shared/features/content/components/AgreementDocument';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import content from '../../shared/features/content/components/content.module.css';
import '../i18n/agreements';
import { Breadcrumb } from '../ui/Breadcrumb';
import ui from '../ui/ui.module.css';
import { AGREEMENT_IDS, isAgreementId } from './agreements';
import styles from './agreement.module.css';

interface Section {
  title: string;
  paragraphs: string[];
}

/** /support/agreement/:id: one of the six legal pages, with the others listed beside it. */
export function AgreementPage() {
  const { t } = useTranslation('storefront');
  const { id } = useParams();
  const known = isAgreementId(id);
  // The version operators published and whose effective date has come; until one exists, the built-in text.
  const published = useAgreement(known ? id : undefined).data;
  const facts = { company: site.company, email: site.supportEmail, phone: site.businessPhone, address: site.address };
  const name = published?.title ?? (known ? t(`agreements.${id}.name`) : t('agreementUi.notFoundTitle'));
  useDocumentMeta(`${name} - ${t('common:appName')}`, known ? t(`agreements.${id}.intro`, facts).slice(0, 120) : undefined);
  if (!known) return <Navigate to={paths.notFound.getHref()} replace />;

  const sections = t(`agreements.${id}.sections`, { returnObjects: true, ...facts }) as Section[];
  const date = t(`agreements.${id}.date`);
  return (
    <div className={ui.section}>
      <div className={`${ui.container} ${styles.layout}`}>
        <nav className={`${ui.sidePanel} ${styles.nav}`} aria-labelledby="agreement-nav">
          <h2 id="agreement-nav" className={styles.navTitle}>
            {t('agreementUi.nav')}
          </h2>
          <ul>
            {AGREEMENT_IDS.map((other) => (
              <li key={other}>
                <NavLink to={paths.agreement.getHref(other)} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {t(`agreements.${other}.name`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {published ? (
          <div className={styles.doc}>
            <AgreementDocument
              before={<Breadcrumb items={[{ label: t('nav.home'), to: paths.home.getHref() }, { label: t('agreementUi.nav') }, { label: name }]} />}
              title={published.title}
              dateLine={t('agreementUi.version', { version: published.version, date: formatDate(published.effectiveAt) })}
              body={published.content}
            />
            <p className={styles.contact}>{t('agreementUi.contact', facts)}</p>
            <Link to={paths.home.getHref()} className={ui.textLink}>
              {t('common:backHome')}
            </Link>
          </div>
        ) : (
          <article className={styles.doc}>
            <Breadcrumb items={[{ label: t('nav.home'), to: paths.home.getHref() }, { label: t('agreementUi.nav') }, { label: name }]} />
            <h1 className={styles.title}>{name}</h1>
            <p className={styles.date}>
              {id === 'credit-recharge' ? t('agreementUi.effective', { date }) : t('agreementUi.updated', { date })}
            </p>
            <div className={content.prose}>
              <p>{t(`agreements.${id}.intro`, facts)}</p>
              {sections.map((section) => (
                <section key={section.title}>
                  <h2>{section.title}</h2>
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph.slice(0, 24)}>{paragraph}</p>
                  ))}
                </section>
              ))}
              <p className={styles.contact}>{t('agreementUi.contact', facts)}</p>
              <p className={styles.signature}>
                {site.company}
                <br />
                {date}
              </p>
            </div>
            <Link to={paths.home.getHref()} className={ui.textLink}>
              {t('common:backHome')}
            </Link>
          </article>
        )}
      </div>
    </div>
  );
}

export default AgreementPage;
