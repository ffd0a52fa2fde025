import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { useFullSession } from '../../shared/auth/session';
import { paths } from '../../shared/config/paths';
import { site } from '../../shared/config/site';
import { copyText } from '../../shared/ui/copy';
import { ClockIcon, CopyIcon, MailIcon } from '../../shared/ui/icons';
import { PhoneIcon, PinIcon, ShieldIcon } from '../../shared/ui/page-icons';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import { platformStatsRead } from '../../shared/features/goods/api/get-platform-stats';
import { useFirstRead } from '../../shared/query/first-read';
import seeded from '../platform-figures.json';
import '../i18n/about';
import { CardGrid, IconCard, StatList, type Stat, type TitledText } from '../ui/Lists';
import { PageHero } from '../ui/PageHero';
import { Section, SectionTitle } from '../ui/Section';
import ui from '../ui/ui.module.css';
import styles from './about.module.css';

/** /about-us, with the anchors #us and #contact the footer links to (SPEC §2). */
export function AboutPage() {
  const { t } = useTranslation('storefront');
  const fullSession = useFullSession();
  useDocumentMeta(t('about.title'), t('about.description'));
  const us = t('about.us', { returnObjects: true, company: site.company }) as string[];
  // The build's figures (the gateway's query over the seed) first, the gateway's once fetched.
  const figures = useFirstRead(platformStatsRead).data ?? seeded;
  const stats: Stat[] = [
    { value: String(figures.regions), label: t('about.stats.regions') },
    { value: String(figures.suppliers), label: t('about.stats.suppliers') },
    { value: String(figures.gpuModels), label: t('about.stats.gpuModels') },
    { value: t('about.stats.supportValue'), label: t('about.stats.support') },
  ];
  const values = t('about.values', { returnObjects: true }) as TitledText[];
  const history = t('about.history', { returnObjects: true }) as { date: string; text: string }[];
  const trust = t('about.trust', { returnObjects: true }) as TitledText[];

  return (
    <>
      <PageHero texts="about" art="about" />
      <Section id="us" labelledBy="about-us" className={styles.intro}>
        <div>
          <SectionTitle id="about-us" title={t('about.usTitle')} />
          {us.map((paragraph) => (
            <p key={paragraph.slice(0, 16)} className={ui.lead}>
              {paragraph}
            </p>
          ))}
        </div>
        <StatList items={stats} className={styles.stats} gradient />
      </Section>
      <Section alt labelledBy="about-values" title={t('about.valuesTitle')}>
        <CardGrid items={values} columns={3} className={styles.values} />
      </Section>
      <Section labelledBy="about-history" className={styles.twoCol}>
        <div>
          <SectionTitle id="about-history" title={t('about.historyTitle')} />
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
          <SectionTitle title={t('about.trustTitle')} />
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
      </Section>
      <Section id="contact" alt labelledBy="about-contact" title={t('about.contactTitle')} lead={t('about.contactLead')}>
        <div className={ui.grid4}>
          <IconCard Icon={PinIcon} title={t('about.address')}>
            <p className={ui.muted}>{site.address}</p>
          </IconCard>
          <IconCard Icon={PhoneIcon} title={t('about.phone')}>
            <p>
              <a className={ui.textLink} href={`tel:${site.businessPhone}`}>
                {site.businessPhone}
              </a>
            </p>
          </IconCard>
          <IconCard Icon={MailIcon} title={t('about.email')}>
            <p className={styles.emailRow}>
              <a className={ui.textLink} href={`mailto:${site.supportEmail}`}>
                {site.supportEmail}
              </a>
              <button type="button" className={styles.copy} aria-label={t('about.copyEmail')} onClick={() => void copyText(site.supportEmail)}>
                <CopyIcon size={14} />
              </button>
            </p>
          </IconCard>
          <IconCard Icon={ClockIcon} title={t('about.hours')}>
            <p className={ui.muted}>{t('about.hoursValue')}</p>
          </IconCard>
        </div>
        <div className={ui.heroActions}>
          <Link to={paths.consultation.getHref()} className={ui.btn}>
            {t('about.consult')}
          </Link>
          {fullSession && (
            <Link to={paths.connect.getHref()} className={ui.btnGhost}>
              {t('about.feedback')}
            </Link>
          )}
        </div>
      </Section>
    </>
  );
}

export default AboutPage;
