import { Form, Input, InputNumber, Radio, Select, Tooltip } from 'antd';
import { useTranslation } from '../../shared/i18n';
import type { PrivateImage, PublicImage } from '../../shared/contracts/compute';
import { NAME_MAX, PLANS, type BuyConfig, type Plan } from './market-state';
import styles from './gpu-market.module.css';

/** Cards on one machine: those beyond what one host has free are shown but cannot be picked. */
export function CardPicker({ max, free, value, onChange }: { max: number; free: number; value: number; onChange: (cards: number) => void }) {
  const { t } = useTranslation('storefront');
  return (
    <Form.Item label={t('market.gpuCount')} extra={t('market.gpuCountHint', { count: free })} style={{ marginTop: 20 }}>
      <div role="radiogroup" aria-label={t('market.gpuCount')} className={styles.cardPicker}>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => {
          const disabled = n > free;
          const button = (
            <button key={n} type="button" role="radio" aria-checked={value === n} disabled={disabled} className={styles.cardOption} onClick={() => onChange(n)}>
              {n}
            </button>
          );
          return disabled ? (
            <Tooltip key={n} title={t('market.cardUnavailable')}>
              <span>{button}</span>
            </Tooltip>
          ) : (
            button
          );
        })}
      </div>
    </Form.Item>
  );
}

/** The image to start from: a public one, or one of the buyer's saved ones. */
export function ImageSelect(props: { value: number | null; publicImages?: PublicImage[]; myImages: PrivateImage[]; loading: boolean; onChange: (id: number) => void }) {
  const { t } = useTranslation('storefront');
  const saved = props.myImages.filter((image) => image.saveState === 'saved');
  return (
    <Form.Item label={t('market.image')} htmlFor="buy-image" required>
      <Select
        id="buy-image"
        aria-label={t('market.image')}
        value={props.value ?? undefined}
        placeholder={t('market.imagePlaceholder')}
        loading={props.loading}
        onChange={props.onChange}
        options={[
          { label: t('market.publicImages'), options: (props.publicImages ?? []).map((image) => ({ value: image.id, label: image.name })) },
          ...(saved.length ? [{ label: t('market.myImages'), options: saved.map((image) => ({ value: image.id, label: image.name })) }] : []),
        ]}
      />
    </Form.Item>
  );
}

const clamp = (value: number | string | null, min: number, max: number) => Math.min(max, Math.max(min, Math.round(Number(value) || min)));

/** How many hours or periods, from 1 to `max`. */
function WholeNumberField(props: { id: string; label: string; extra?: string; max: number; value: number; unit: string; onChange: (value: number) => void }) {
  return (
    <Form.Item label={props.label} htmlFor={props.id} extra={props.extra}>
      <InputNumber
        id={props.id}
        min={1}
        max={props.max}
        precision={0}
        value={props.value}
        onChange={(value) => props.onChange(clamp(value, 1, props.max))}
        addonAfter={props.unit}
        style={{ width: 200 }}
      />
    </Form.Item>
  );
}

/** How to pay (pay-as-you-go or a prepaid term), for how long, and the instance's name. */
export function PlanFields({ config, set }: { config: BuyConfig; set: (change: Partial<BuyConfig>) => void }) {
  const { t } = useTranslation('storefront');
  return (
    <>
      <Form.Item label={t('market.billing')} extra={t(`market.planHint.${config.plan === 'timed' ? 'timed' : 'common'}`)}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={config.plan}
          aria-label={t('market.billing')}
          onChange={(event) => set({ plan: event.target.value as Plan })}
          options={PLANS.map((plan) => ({ value: plan, label: t(`market.plans.${plan}`) }))}
        />
      </Form.Item>

      {config.plan === 'timed' ? (
        <WholeNumberField id="buy-hours" label={t('market.hours')} extra={t('market.hoursHint')} max={720} value={config.hours} unit={t('market.hoursUnit')} onChange={(hours) => set({ hours })} />
      ) : (
        <WholeNumberField id="buy-count" label={t('market.periodCount')} max={12} value={config.count} unit={t(`market.periods.${config.plan}`)} onChange={(count) => set({ count })} />
      )}

      <Form.Item label={t('market.name')} htmlFor="buy-name">
        <Input
          id="buy-name"
          value={config.name}
          maxLength={NAME_MAX}
          showCount
          placeholder={t('market.namePlaceholder')}
          onChange={(event) => set({ name: event.target.value })}
        />
      </Form.Item>
    </>
  );
}
