import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import type { Estimate } from '../../../shared/contracts/supplier';
import { useTranslation } from '../../../shared/i18n';

/** Beside the wizard: the weekly income the market would pay for the plan as typed (low, typical, high). */
export function IncomeEstimateCard({ estimate }: { estimate: Estimate | null }) {
  const { t } = useTranslation('console');
  return (
    <Card title={t('supplier.form.estimate')} size="small" data-testid="income-estimate">
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('supplier.form.estimateHint')}
      </Typography.Paragraph>
      <Row gutter={8}>
        {(['low', 'typical', 'high'] as const).map((level) => (
          <Col span={8} key={level}>
            <Statistic title={t(`supplier.form.${level}`)} prefix="¥" value={estimate?.[level] ?? '—'} valueStyle={{ fontSize: 18 }} />
          </Col>
        ))}
      </Row>
      {estimate && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 12 }}>
          {t('supplier.form.cardHours', { hours: estimate.cardHours })}
          {estimate.comparables.map((c) => (
            <span key={c.gpuModel} style={{ display: 'block' }}>
              {c.offers > 0
                ? t('supplier.form.comparables', { model: c.gpuModel, offers: c.offers, lowest: c.lowest, highest: c.highest })
                : t('supplier.form.noComparables', { model: c.gpuModel })}
            </span>
          ))}
        </Typography.Paragraph>
      )}
      {estimate?.warning && <Alert type="warning" showIcon message={estimate.warning} data-testid="estimate-warning" />}
    </Card>
  );
}
