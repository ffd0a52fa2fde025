import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import { CheckIcon } from '../../shared/ui/page-icons';
import { formatYuan } from '../ui/format';
import { Section } from '../ui/Section';
import ui from '../ui/ui.module.css';
import styles from './home-back.module.css';
import { CLAIMED_CUT, CLAIMED_GAIN, comparePlans, EXAMPLE_PLAN, isValidPlan, LIMITS, PEAK_SAVING_PERCENT, type PlanInput } from './peak-plan';

/** The plan example of SPEC §2, behind a button: hover, focus or tap shows it; Escape hides it. */
function PlanExample() {
  const { t } = useTranslation('storefront');
  const [open, setOpen] = useState(false);
  const tipId = useId();
  const example = comparePlans(EXAMPLE_PLAN);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <span className={styles.tipWrap} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className={styles.tipButton}
        aria-describedby={tipId}
        aria-expanded={open}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((value) => !value)}
      >
        {t('homeBack.peak.exampleButton')}
      </button>
      <span id={tipId} role="tooltip" className={styles.tip} hidden={!open}>
        <strong>{t('homeBack.peak.example.title')}</strong>
        <span>{t('homeBack.peak.example.traditional', { total: formatYuan(example.traditional) })}</span>
        <span>{t('homeBack.peak.example.peak', { total: formatYuan(example.peak) })}</span>
        <span className={styles.tipSaving}>{t('homeBack.peak.example.saving', { rate: example.percent })}</span>
      </span>
    </span>
  );
}

type Field = keyof PlanInput;
const FIELDS: Field[] = ['cards', 'months', 'price'];

/** The example made interactive: the visitor sets cards, months and price and sees both plans. */
function PlanCalculator() {
  const { t } = useTranslation('storefront');
  const [values, setValues] = useState<Record<Field, string>>({
    cards: String(EXAMPLE_PLAN.cards),
    months: String(EXAMPLE_PLAN.months),
    price: String(EXAMPLE_PLAN.price),
  });
  const input: PlanInput = { cards: Number(values.cards), months: Number(values.months), price: Number(values.price) };
  const valid = isValidPlan(input) && FIELDS.every((field) => values[field].trim() !== '');
  const result = valid ? comparePlans(input) : null;
  const baseId = useId();

  return (
    <div className={`${ui.surface} ${styles.calculator}`} data-testid="plan-calculator">
      <div className={styles.calcHead}>
        {/* Follows the page's h1 directly, so an h2 in the look of an h3 (heading order). */}
        <h2 className={ui.h3}>{t('homeBack.calculator.title')}</h2>
        <p className={ui.muted}>{t('homeBack.calculator.text')}</p>
      </div>
      <div className={styles.calcBody}>
        <div className={styles.calcInputs}>
          {FIELDS.map((field) => {
            const limit = LIMITS[field];
            const fieldValid = values[field].trim() !== '' && isValidPlan({ ...EXAMPLE_PLAN, [field]: Number(values[field]) });
            return (
              <label key={field} className={styles.calcField} htmlFor={`${baseId}-${field}`}>
                <span>{t(`homeBack.calculator.${field}`)}</span>
                <input
                  id={`${baseId}-${field}`}
                  type="number"
                  inputMode={field === 'price' ? 'decimal' : 'numeric'}
                  min={limit.min}
                  max={limit.max}
                  step={field === 'price' ? 0.01 : 1}
                  value={values[field]}
                  aria-invalid={!fieldValid}
                  aria-describedby={fieldValid ? undefined : `${baseId}-${field}-error`}
                  onChange={(event) => setValues((old) => ({ ...old, [field]: event.target.value }))}
                />
                {!fieldValid && (
                  <small id={`${baseId}-${field}-error`} className={styles.calcError}>
                    {t('homeBack.calculator.invalid', { min: limit.min, max: limit.max })}
                  </small>
                )}
              </label>
            );
          })}
          <button
            type="button"
            className={`${ui.btnGhost} ${ui.btnSmall}`}
            onClick={() =>
              setValues({ cards: String(EXAMPLE_PLAN.cards), months: String(EXAMPLE_PLAN.months), price: String(EXAMPLE_PLAN.price) })
            }
          >
            {t('homeBack.calculator.reset')}
          </button>
        </div>
        <div className={styles.calcResult} aria-live="polite">
          <div className={styles.planRow}>
            <span>{t('homeBack.calculator.traditional')}</span>
            <output data-testid="plan-traditional">{result ? `${formatYuan(result.traditional)} ${t('homeBack.calculator.unit')}` : '—'}</output>
            <span className={styles.planBar}>
              <i style={{ width: '100%' }} />
            </span>
            {result && (
              <small className={ui.muted}>
                {t('homeBack.calculator.formula', { price: formatYuan(input.price), cards: input.cards, months: input.months })}
              </small>
            )}
          </div>
          <div className={styles.planRow}>
            <span>{t('homeBack.calculator.peak')}</span>
            <output data-testid="plan-peak">{result ? `${formatYuan(result.peak)} ${t('homeBack.calculator.unit')}` : '—'}</output>
            <span className={`${styles.planBar} ${styles.planBarPeak}`}>
              <i style={{ width: `${100 - PEAK_SAVING_PERCENT}%` }} />
            </span>
          </div>
          <div className={styles.planSaving}>
            <span>{t('homeBack.calculator.saving')}</span>
            <strong data-testid="plan-saved">{result ? `${formatYuan(result.saved)} ${t('homeBack.calculator.unit')}` : '—'}</strong>
            <span className={ui.tag}>{t('homeBack.calculator.savingRate', { rate: PEAK_SAVING_PERCENT })}</span>
          </div>
          <Link to={paths.consultation.getHref()} className={`${ui.btn} ${ui.btnSmall}`}>
            {t('homeBack.calculator.consult')}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** SPEC §2 section 2: the peak-shaving pitch with its video, four bullets and the plan example. */
export function PeakShaving() {
  const { t } = useTranslation('storefront');
  const bullets = t('homeBack.peak.bullets', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <Section id="peakCut" labelledBy="peak-title">
      <div className={styles.peakGrid}>
        <div className={styles.videoBox}>
          <video
            className={styles.video}
            controls
            muted
            loop
            playsInline
            preload="none"
            poster="/media/home-back/peak-poster.svg"
            width={640}
            height={360}
            aria-label={t('homeBack.peak.videoLabel')}
          >
            <source src="/media/home-back/peak-shaving.webm" type="video/webm" />
            {t('homeBack.peak.videoFallback')}
            <a href="/media/home-back/peak-shaving.webm">{t('homeBack.peak.videoDownload')}</a>
          </video>
        </div>
        <div>
          <span className={ui.eyebrow}>{t('homeBack.peak.eyebrow')}</span>
          {/* The pitch is what /home-back is about: its title is the page's h1. */}
          <h1 id="peak-title" className={ui.h2}>
            {t('homeBack.peak.title')}
          </h1>
          <p className={ui.lead}>{t('homeBack.peak.text')}</p>
          <ul className={styles.bullets}>
            {bullets.map((bullet) => (
              <li key={bullet.title}>
                <CheckIcon size={18} className={styles.bulletIcon} />
                <span>
                  <strong>{bullet.title}</strong>
                  {bullet.text}
                </span>
              </li>
            ))}
          </ul>
          <p className={styles.claim}>
            {t('homeBack.peak.claim', { cut: CLAIMED_CUT, gain: CLAIMED_GAIN })} <PlanExample />
          </p>
        </div>
      </div>
      <PlanCalculator />
    </Section>
  );
}
