import { Form, Radio, Typography } from 'antd';
import { DateField } from '../../../shared/ui/DateField';
import { useTranslation } from '../../../shared/i18n';
import type { DayPreset } from './plan-model';
import { requiredRule } from './plan-rules';

/** Step 3 of the plan wizard: each weekday's sale window and the date sales end. */
export function PlanWindowsStep() {
  const { t } = useTranslation('console');
  const weekdays = t('supplier.form.weekdays', { returnObjects: true }) as string[];
  return (
    <>
      <Typography.Paragraph type="secondary">{t('supplier.form.windowsHint')}</Typography.Paragraph>
      <Form.List name="days">
        {(fields) =>
          fields.map((field, index) => (
            <Form.Item key={field.key} name={field.name} label={weekdays[index]} style={{ marginBottom: 12 }}>
              <Radio.Group
                size="small"
                optionType="button"
                options={(['all', 'day', 'night', 'none'] as DayPreset[]).map((value) => ({
                  value,
                  label: t(`supplier.form.preset${value[0]!.toUpperCase()}${value.slice(1)}`),
                }))}
              />
            </Form.Item>
          ))
        }
      </Form.List>
      <Form.Item name="endDate" label={t('supplier.form.endDate')} rules={[requiredRule(t, t('supplier.form.endDate'))]}>
        <DateField style={{ maxWidth: 220 }} />
      </Form.Item>
    </>
  );
}
