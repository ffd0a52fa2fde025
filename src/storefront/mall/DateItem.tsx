import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
import { DateField } from '../../shared/ui/DateField';
import { todayInChina } from './form-utils';

/** A required date from today on, in antd's Chinese date picker (loaded only by the pages with one). */
export function DateItem({ name, label, rule }: { name: string; label: string; rule: Rule }) {
  return (
    <Form.Item name={name} label={label} rules={[rule]}>
      <DateField min={todayInChina(0)} />
    </Form.Item>
  );
}
