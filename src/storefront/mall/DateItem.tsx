import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { todayInChina } from './form-utils';

/** A required date from today on, in the browser's own date picker. */
export function DateItem({ name, label, rule }: { name: string; label: string; rule: Rule }) {
  return (
    <Form.Item name={name} label={label} rules={[rule]}>
      <Input type="date" min={todayInChina(0)} />
    </Form.Item>
  );
}
