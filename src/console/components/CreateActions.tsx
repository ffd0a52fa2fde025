import { Button, Space } from 'antd';
import { LinkButton } from './LinkButton';

/** A create page's buttons under its form: submit (busy while it saves), and cancel back to the list. */
export function CreateActions({ submitting, submitText, cancelTo, cancelText }: { submitting: boolean; submitText: string; cancelTo: string; cancelText: string }) {
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitText}
      </Button>
      <LinkButton to={cancelTo}>{cancelText}</LinkButton>
    </Space>
  );
}
