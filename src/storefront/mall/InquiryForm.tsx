import { Button, Form, Input, InputNumber } from 'antd';
import { useTranslation } from '../../shared/i18n';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref } from '../../shared/config/paths';
import { useAddInquiry } from '../../shared/features/mall/api/inquiry';
import { FormTheme } from '../ui/FormTheme';
import ui from '../ui/ui.module.css';
import { DateItem } from './DateItem';
import { sendAndReset, todayInChina } from './form-utils';

interface Values {
  quantity: number;
  startDate: string;
  months: number;
  message: string;
}

/** 询价: quantity, dates and a message to the good's supplier, who answers with a price. */
export default function InquiryForm({ goodsBaseId }: { goodsBaseId: string }) {
  const { t } = useTranslation('storefront');
  const session = useSession();
  const location = useLocation();
  const [form] = Form.useForm<Values>();
  const mutation = useAddInquiry();
  const required = (field: string) => ({ required: true, message: t('mallDetail.required', { field }) });

  if (!session.loggedIn) {
    return (
      <Link className={ui.btnGhost} to={loginHref({ redirect: `${location.pathname}${location.search}` })}>
        {t('mallDetail.inquiryLogin')}
      </Link>
    );
  }
  const submit = (values: Values) =>
    mutation.mutate(
      { goodsBaseId, ...values },
      sendAndReset(form, t('mallDetail.inquirySent'), t('mallDetail.orderFailed')),
    );
  return (
    <FormTheme>
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={submit} initialValues={{ quantity: 1, months: 1, startDate: todayInChina(3) }}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', columnGap: 16 }}>
          <Form.Item name="quantity" label={t('mallDetail.inquiryQuantity')} rules={[required(t('mallDetail.inquiryQuantity'))]}>
            <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <DateItem name="startDate" label={t('mallDetail.inquiryStart')} rule={required(t('mallDetail.inquiryStart'))} />
          <Form.Item name="months" label={t('mallDetail.inquiryMonths')} rules={[required(t('mallDetail.inquiryMonths'))]}>
            <InputNumber min={1} max={60} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item name="message" label={t('mallDetail.inquiryMessage')} rules={[required(t('mallDetail.inquiryMessage'))]}>
          <Input.TextArea rows={3} maxLength={1000} showCount placeholder={t('mallDetail.inquiryMessagePlaceholder')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          {t('mallDetail.inquirySubmit')}
        </Button>
      </Form>
    </FormTheme>
  );
}
