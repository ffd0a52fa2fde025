import { App, Card, DatePicker, Form, Input, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { AccessPointBody, AccessPointWithKey, SpendPeriod } from '../../../shared/contracts/inference';
import { useCreateAccessPoint } from '../../../shared/features/inference/api/access-points';
import { useTranslation } from '../../../shared/i18n';
import { CreateActions } from '../../components/CreateActions';
import { PageContainer } from '../../components/PageContainer';
import { showSubmitError } from '../../components/submit-error';
import { fromPicker } from '../../components/picker-time';
import { LinkButton } from '../../components/LinkButton';
import { KeyOnceModal } from './parts';
import { LimitFields } from '../../../shared/features/inference/components/LimitFields';

interface Values {
  name: string;
  product: 'photo_api';
  expiresAt?: Dayjs | null;
  ipRanges?: string[];
  rpm?: number | null;
  imagesPerDay?: number | null;
  spendCap?: number | null;
  spendCapPeriod?: SpendPeriod | null;
  freeOnly: boolean;
}

const CIDR_V4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\/(\d{1,2})$/;
/** The same CIDR rule the gateway applies, so the field says what is wrong before sending. */
function cidrProblem(value: string): boolean {
  const v4 = CIDR_V4.exec(value);
  if (v4) return v4.slice(1, 5).some((part) => Number(part) > 255) || Number(v4[5]) > 32;
  const [address, bits, ...rest] = value.split('/');
  return rest.length > 0 || !address?.includes(':') || !/^\d{1,3}$/.test(bits ?? '') || Number(bits) > 128;
}

const bodyOf = (values: Values): AccessPointBody => ({
  name: values.name.trim(),
  product: values.product,
  expiresAt: values.expiresAt ? fromPicker(values.expiresAt.endOf('day')) : null,
  ipRanges: (values.ipRanges ?? []).map((range) => range.trim()).filter(Boolean),
  rpm: values.rpm ?? null,
  imagesPerDay: values.imagesPerDay ?? null,
  spendCap: values.spendCap ? values.spendCap.toFixed(2) : null,
  spendCapPeriod: values.spendCap ? (values.spendCapPeriod ?? 'month') : null,
  freeOnly: values.freeOnly,
});

/** /access-point/create: a product, its limits, and the key shown once. */
export default function AccessPointCreate() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const create = useCreateAccessPoint();
  const [made, setMade] = useState<AccessPointWithKey | null>(null);

  const submit = async (values: Values) => {
    try {
      setMade(await create.mutateAsync(bodyOf(values)));
    } catch (error) {
      showSubmitError(form, error, message);
    }
  };

  return (
    <PageContainer title={t('accessPoint.createTitle')} extra={<LinkButton to={paths.accessPoint.getHref()}>{t('accessPoint.back')}</LinkButton>}>
      <Card style={{ maxWidth: 720 }}>
        <Form<Values> form={form} layout="vertical" initialValues={{ product: 'photo_api', freeOnly: false, spendCapPeriod: 'month' }} onFinish={(values) => void submit(values)}>
          <Form.Item name="name" label={t('accessPoint.name')} rules={[{ required: true, whitespace: true, message: '请输入名称' }, { max: 40, message: '名称不能超过 40 个字符' }]}>
            <Input placeholder={t('accessPoint.namePlaceholder')} maxLength={40} />
          </Form.Item>
          <Form.Item name="product" label={t('accessPoint.product')} rules={[{ required: true }]}>
            <Select options={[{ value: 'photo_api', label: t('accessPoint.products.photo_api') }]} />
          </Form.Item>
          <Form.Item name="expiresAt" label={t('accessPoint.expiresAt')} extra={t('accessPoint.expiresHint')}>
            <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.isBefore(new Date(), 'day')} />
          </Form.Item>
          <Form.Item
            name="ipRanges"
            label={t('accessPoint.ipRanges')}
            extra={t('accessPoint.ipRangesHint')}
            rules={[
              {
                validator: async (_, value: string[] | undefined) => {
                  const bad = (value ?? []).find((range) => cidrProblem(range.trim()));
                  if (bad) throw new Error(`IP 段 ${bad} 格式不正确，请填写 CIDR，如 203.0.113.0/24`);
                  if ((value ?? []).length > 20) throw new Error('最多 20 个 IP 段');
                },
              },
            ]}
          >
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} placeholder="203.0.113.0/24" aria-label={t('accessPoint.ipRanges')} />
          </Form.Item>
          <LimitFields />
          <Form.Item name="freeOnly" label={t('accessPoint.freeOnly')} valuePropName="checked" extra={t('accessPoint.freeOnlyHint')}>
            <Switch />
          </Form.Item>
          <CreateActions submitting={create.isPending} submitText={t('accessPoint.submit')} cancelTo={paths.accessPoint.getHref()} cancelText={t('accessPoint.cancel')} />
        </Form>
      </Card>
      <KeyOnceModal
        point={made}
        onClose={() => made && navigate(paths.accessPointDetail.getHref(made.id))}
        onDetail={() => made && navigate(paths.accessPointDetail.getHref(made.id))}
      />
    </PageContainer>
  );
}
