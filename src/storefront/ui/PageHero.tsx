import { useTranslation } from '../../shared/i18n';
import ui from './ui.module.css';

/**
 * The title band of an inner page: eyebrow, the page's h1, a lead, actions, optional artwork.
 * `texts` is the page's i18n prefix, with its `heading`, `lead` and, if the page has one, its
 * `eyebrow` (`values` fills their placeholders); `art` names the page's decorative drawing in
 * /media/pages (360 × 280); `apply` is the label of a button down to the page's form (#apply).
 */
export function PageHero(props: { texts: string; values?: Record<string, unknown>; art?: string; apply?: string }) {
  const { t } = useTranslation('storefront');
  const { texts, values } = props;
  const eyebrow = t(`${texts}.eyebrow`, { ...values, defaultValue: '' });
  return (
    <section className={ui.hero}>
      <div className={`${ui.container} ${ui.heroInner}`}>
        <div>
          {eyebrow && <span className={ui.eyebrow}>{eyebrow}</span>}
          <h1 className={ui.heroTitle}>{t(`${texts}.heading`, values)}</h1>
          <p className={ui.heroText}>{t(`${texts}.lead`, values)}</p>
          {props.apply && (
            <div className={ui.heroActions}>
              <a href="#apply" className={ui.btn}>
                {props.apply}
              </a>
            </div>
          )}
        </div>
        {props.art && (
          <img className={ui.heroArt} src={`/media/pages/${props.art}.svg`} alt="" width={360} height={280} fetchPriority="high" />
        )}
      </div>
    </section>
  );
}
