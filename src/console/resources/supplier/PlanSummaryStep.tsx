import { Descriptions } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { saleTimeText } from '../../../shared/core/supplier';
import { windowsOf, type PlanFormValues } from './plan-model';

/** The wizard's last step: what will be submitted for review. */
export function PlanSummaryStep({ values, fileCount }: { values: PlanFormValues | undefined; fileCount: number }) {
  const { t } = useTranslation('console');
  return (
    <Descriptions title={t('supplier.form.summary')} column={1} bordered size="small">
      <Descriptions.Item label={t('supplier.form.planName')}>{values?.planName || '—'}</Descriptions.Item>
      <Descriptions.Item label={t('supplier.form.expectedIncomeWeekly')}>¥{values?.expectedIncomeWeekly}</Descriptions.Item>
      <Descriptions.Item label={t('supplier.form.minIncomeWeekly')}>¥{values?.minIncomeWeekly}</Descriptions.Item>
      <Descriptions.Item label={t('supplier.plans.machines')}>
        {t('supplier.form.summaryMachines', {
          count: values?.machines?.length ?? 0,
          gpus: (values?.machines ?? []).reduce((sum, m) => sum + (Number(m?.gpuCount) || 0) * (Number(m?.quantity) || 0), 0),
        })}
      </Descriptions.Item>
      <Descriptions.Item label={t('supplier.form.windows')}>
        <span data-testid="plan-sale-time">{saleTimeText(windowsOf(values?.days ?? []), values?.endDate ?? '—')}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('supplier.form.files')}>{fileCount}</Descriptions.Item>
    </Descriptions>
  );
}
