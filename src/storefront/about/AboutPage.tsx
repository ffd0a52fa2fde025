import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFullSession } from '../../shared/auth/session';
import { paths } from '../../shared/config/paths';
import { site } from '../../shared/config/site';
import { copyText } from '../../shared/ui/copy';
import { ClockIcon, CopyIcon, MailIcon, PhoneIcon, PinIcon, ShieldIcon } from '../../shared/ui/icons';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/about';
import { PageHero } from '../ui/PageHero';
import ui from '../ui/ui.module.css';
import styles from './about.module.css';

/** /about-us, with the anchors #us and #contact the footer links to (SPEC §2). */
export function AboutPage() {
  const { t } = useTranslation('storefront');
  const fullSession = useFullSession();
  useDocumentMeta(t('about.title'), t('about.description'));
  const us = t('about.us', { returnObjects: true, company: site.company }) as string[];
  const stats = t('about.stats', { returnObjects: true }) as { value: string; label: string }[];
  const values = t('about.values', { returnObjects: true }) as { title: string; text: string }[];
  const history = t('about.history', { returnObjects: true }) as { date: string; text: string }[];
  const trust = t('about.trust', { returnObjects: true }) as { title: string; text: string }[];

  return (
    <>
      <PageHero
        eyebrow={t('about.eyebrow')}
        title={t('about.heading')}
        text={t('about.lead')}
        art={{ src: '/media/pages/about.svg', alt: '', width: 360, height: 280 }}
      />
      <section id="us" className={ui.section} aria-labelledby="about-us">
        <div className={`${ui.container} ${styles.intro}`}>
          <div>
            <h2 id="about-us" className={ui.h2}>
              {t('about.usTitle')}
            </h2>
            {us.map((paragraph) => (
              <p key={paragraph.slice(0, 16)} className={ui.lead}>
                {paragraph}
              </p>
            ))}
          </div>
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label}>
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <section className={`${ui.section} ${ui.sectionAlt}`} aria-labelledby="about-values">
        <div className={ui.container}>
          <h2 id="about-values" className={ui.h2}>
            {t('about.valuesTitle')}
          </h2>
          <div className={`${ui.grid3} ${styles.values}`}>
            {values.map((value) => (
              <div key={value.title} className={ui.card}>
                <h3 className={ui.h3}>{value.title}</h3>
                <p className={ui.muted}>{value.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className={ui.section} aria-labelledby="about-history">
        <div className={`${ui.container} ${styles.twoCol}`}>
          <div>
            <h2 id="about-history" className={ui.h2}>
              {t('about.historyTitle')}
            </h2>
            <ol className={styles.timeline}>
              {history.map((entry) => (
                <li key={entry.date}>
                  <time dateTime={entry.date}>{entry.date}</time>
                  <p>{entry.text}</p>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h2 className={ui.h2}>{t('about.trustTitle')}</h2>
            <ul className={styles.trust}>
              {trust.map((item) => (
                <li key={item.title} className={ui.card}>
                  <ShieldIcon size={22} className={styles.trustIcon} />
                  <div>
                    <h3 className={ui.h3}>{item.title}</h3>
                    <p className={ui.muted}>{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
            <p className={styles.filings}>
              {site.icp} · {site.publicSecurity} · {site.telecomLicence}
            </p>
          </div>
        </div>
      </section>
      <section id="contact" className={`${ui.section} ${ui.sectionAlt}`} aria-labelledby="about-contact">
        <div className={ui.container}>
          <div className={ui.sectionHead}>
            <h2 id="about-contact" className={ui.h2}>
              {t('about.contactTitle')}
            </h2>
            <p className={ui.lead}>{t('about.contactLead')}</p>
          </div>
          <div className={ui.grid4}>
            <div className={ui.card}>
              <span className={ui.iconBadge}>
                <PinIcon size={22} />
              </span>
              <h3 className={ui.h3}>{t('about.address')}</h3>
              <p className={ui.muted}>{site.address}</p>
            </div>
            <div className={ui.card}>
              <span className={ui.iconBadge}>
                <PhoneIcon size={22} />
              </span>
              <h3 className={ui.h3}>{t('about.phone')}</h3>
              <p>
                <a className={ui.textLink} href={`tel:${site.businessPhone}`}>
                  {site.businessPhone}
                </a>
              </p>
            </div>
            <div className={ui.card}>
              <span className={ui.iconBadge}>
                <MailIcon size={22} />
              </span>
              <h3 className={ui.h3}>{t('about.email')}</h3>
              <p className={styles.emailRow}>
                <a className={ui.textLink} href={`mailto:${site.supportEmail}`}>
                  {site.supportEmail}
                </a>
                <button type="button" className={styles.copy} aria-label={t('about.copyEmail')} onClick={() => void copyText(site.supportEmail)}>
                  <CopyIcon size={14} />
                </button>
              </p>
            </div>
            <div className={ui.card}>
              <span className={ui.iconBadge}>
                <ClockIcon size={22} />
              </span>
              <h3 className={ui.h3}>{t('about.hours')}</h3>
              <p className={ui.muted}>{t('about.hoursValue')}</p>
            </div>
          </div>
          <div className={ui.heroActions}>
            <Link to={paths.consultation} className={ui.btn}>
              {t('about.consult')}
            </Link>
            {fullSession && (
              <Link to={paths.connect} className={ui.btnGhost}>
                {t('about.feedback')}
              </Link>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

export default AboutPage;
