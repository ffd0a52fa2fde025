import { Button, Form, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { handleSubmitError } from './api-errors';
import { newRequestId } from './request-id';
import ui from './ui.module.css';

/**
 * A storefront form (inside FormTheme): vertical antd fields, disabled while it is sent, then the
 * gateway's answer that fits no field and the submit button. A failed `onSubmit` lands on its
 * fields or in that notice (`onFailed` hears the notice too); any change clears the notice.
 */
export function StorefrontForm<Values extends object>(props: {
  form: FormInstance<Values>;
  onSubmit: (values: Values) => Promise<void>;
  onFailed?: (notice: string | null) => void;
  pending: boolean;
  submit: string;
  submitting: string;
  initialValues?: Partial<Values>;
  size?: 'middle' | 'large';
  scrollToFirstError?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const { form, pending } = props;
  const [notice, setNotice] = useState<string | null>(null);
  const finish = async (values: Values) => {
    setNotice(null);
    try {
      await props.onSubmit(values);
    } catch (error) {
      const message = handleSubmitError(error, form);
      props.onFailed?.(message);
      setNotice(message);
    }
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      size={props.size ?? 'large'}
      requiredMark={false}
      onFinish={finish}
      disabled={pending}
      initialValues={props.initialValues}
      scrollToFirstError={props.scrollToFirstError}
      onValuesChange={() => setNotice(null)}
    >
      {props.children}
      {notice && (
        <p className={ui.inlineError} role="alert">
          {notice}
        </p>
      )}
      <Button type="primary" htmlType="submit" size="large" block loading={pending}>
        {pending ? props.submitting : props.submit}
      </Button>
      {props.footer}
    </Form>
  );
}

/** Two fields side by side (one above the other on a phone). */
export function FieldPair({ children }: { children: ReactNode }) {
  return (
    <div className={ui.grid2} style={{ gap: '0 16px' }}>
      {children}
    </div>
  );
}

/**
 * A form sent once per request id, then replaced by what it did (`done`, until `again` opens a
 * fresh form with a new id): a double click or a replay is refused by the gateway.
 */
export function useOncePerRequest<Values, Done>() {
  const [form] = Form.useForm<Values>();
  const [requestId, setRequestId] = useState(newRequestId);
  const [done, setDone] = useState<Done | null>(null);
  const again = () => {
    form.resetFields();
    setRequestId(newRequestId());
    setDone(null);
  };
  return { form, requestId, done, setDone, again };
}
