import { Col, Form, Input, InputNumber, Radio, Row } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { requiredRule } from './plan-rules';

/** Step 1 of the plan wizard: the plan's type, name and weekly incomes. */
export function PlanBasicsStep() {
  const { t } = useTranslation('console');
  const required = (field: string) => requiredRule(t, field);
  return (
    <>
      <Form.Item name="planType" label={t('supplier.form.planType')}>
        <Radio.Group optionType="button" options={(['physical_machine', 'open_api'] as const).map((value) => ({ value, label: t(`supplier.form.planTypes.${value}`) }))} />
      </Form.Item>
      <Form.Item name="planName" label={t('supplier.form.planName')} rules={[required(t('supplier.form.planName'))]}>
        <Input maxLength={64} placeholder="杭州 4090 集群" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="expectedIncomeWeekly" label={t('supplier.form.expectedIncomeWeekly')} rules={[required(t('supplier.form.expectedIncomeWeekly'))]}>
            <InputNumber<string> min="0" step="100" precision={2} stringMode style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="minIncomeWeekly" label={t('supplier.form.minIncomeWeekly')} extra={t('supplier.form.minIncomeHint')} rules={[required(t('supplier.form.minIncomeWeekly'))]}>
            <InputNumber<string> min="0" step="100" precision={2} stringMode style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
