import { Form, InputNumber, Select, Space } from 'antd';
import { useTranslation } from '../../../i18n';

/** The limit fields an access point and the whole account share (empty: no limit), inside their Form. */
export function LimitFields() {
  const { t } = useTranslation('console');
  const unlimited = t('accessPoint.unlimited');
  return (
    <Space wrap size="large">
      <Form.Item name="rpm" label={t('accessPoint.rpm')}>
        <InputNumber min={1} max={6000} precision={0} placeholder={unlimited} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="imagesPerDay" label={t('accessPoint.imagesPerDay')}>
        <InputNumber min={1} max={1_000_000} precision={0} placeholder={unlimited} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="spendCap" label={t('accessPoint.spendCap')}>
        <InputNumber min={0.01} max={999_999_999} precision={2} placeholder={unlimited} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="spendCapPeriod" label={t('accessPoint.spendCapPeriod')}>
        <Select style={{ width: 120 }} options={(['day', 'week', 'month'] as const).map((value) => ({ value, label: t(`accessPoint.periods.${value}`) }))} />
      </Form.Item>
    </Space>
  );
}
