import { useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { ArrowRightIcon } from '../../shared/ui/page-icons';
import { Section, SectionTitle } from '../ui/Section';
import ui from '../ui/ui.module.css';
import styles from './home-back.module.css';

/** One before/after pair: the AI photo is revealed over the original as the slider moves. */
function CompareSample({ index, name }: { index: number; name: string }) {
  const { t } = useTranslation('storefront');
  const [split, setSplit] = useState(50);
  const id = useId();
  return (
    <figure className={styles.compare}>
      <div className={styles.compareFrame}>
        <img
          src={`/media/portrait/before-${index}.jpg`}
          alt={t('homeBack.portrait.beforeAlt', { name })}
          width={400}
          height={500}
          loading="lazy"
          decoding="async"
        />
        <img
          className={styles.compareAfter}
          style={{ clipPath: `inset(0 0 0 ${split}%)` }}
          src={`/media/portrait/after-${index}.jpg`}
          alt={t('homeBack.portrait.afterAlt', { name })}
          width={400}
          height={500}
          loading="lazy"
          decoding="async"
        />
        <span className={styles.compareLine} style={{ left: `${split}%` }} aria-hidden="true" />
        <span className={`${styles.compareBadge} ${styles.compareBadgeLeft}`}>{t('homeBack.portrait.before')}</span>
        <span className={`${styles.compareBadge} ${styles.compareBadgeRight}`}>{t('homeBack.portrait.after')}</span>
      </div>
      <label htmlFor={id} className="visually-hidden">
        {t('homeBack.portrait.compare')}（{name}）
      </label>
      <input
        id={id}
        className={styles.compareRange}
        type="range"
        min={0}
        max={100}
        value={split}
        onChange={(event) => setSplit(Number(event.target.value))}
      />
      <figcaption>{name}</figcaption>
    </figure>
  );
}

/** SPEC §2 section 4: AI portrait photography with before/after samples, linking to /access-point. */
export function PortraitSection() {
  const { t } = useTranslation('storefront');
  const points = t('homeBack.portrait.points', { returnObjects: true }) as string[];
  const samples = t('homeBack.portrait.samples', { returnObjects: true }) as string[];
  return (
    <Section labelledBy="portrait-title" className={styles.portraitGrid}>
      <div>
        <SectionTitle id="portrait-title" eyebrow={t('homeBack.portrait.eyebrow')} title={t('homeBack.portrait.title')} lead={t('homeBack.portrait.text')} />
        <ul className={ui.checkList}>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <div className={ui.heroActions}>
          <Link to={paths.accessPoint.getHref()} className={ui.btn}>
            {t('homeBack.portrait.action')}
            <ArrowRightIcon size={16} />
          </Link>
        </div>
      </div>
      <div className={styles.compareGrid}>
        {samples.map((name, i) => (
          <CompareSample key={name} index={i + 1} name={name} />
        ))}
      </div>
    </Section>
  );
}
