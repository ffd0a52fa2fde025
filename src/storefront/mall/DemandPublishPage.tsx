import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from '../../shared/i18n';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { loginHref, paths } from '../../shared/config/paths';
import { checkCode, checkPhone } from '../../shared/core/validation';
import { CodeInput } from '../../shared/features/account/components/CodeInput';
import { SendCodeButton } from '../../shared/features/account/components/SendCodeButton';
import { gpuTypesQueryOptions } from '../../shared/features/compute/api/get-gpu-types';
import { regionsQueryOptions } from '../../shared/features/compute/api/get-regions';
import type { DemandPublishBody } from '../../shared/contracts/mall';
import { usePublishDemand } from '../../shared/features/mall/api/demands';
import { mallFiltersQueryOptions } from '../../shared/features/mall/api/get-mall-goods';
import { rule } from '../../shared/ui/form-rules';
import { toast } from '../../shared/ui/toast';
import { useDocumentMeta } from '../../shared/ui/use-document-meta';
import '../i18n/mall';
import { Breadcrumb } from '../ui/Breadcrumb';
import { FormTheme } from '../ui/FormTheme';
import ui from '../ui/ui.module.css';
import market from '../ui/market.module.css';
import { DateItem } from './DateItem';
import { reportFormError, todayInChina } from './form-utils';
import styles from './mall.module.css';

interface Values {
  title: string;
  gpuModels: string[];
  gpuCount: number;
  mode: 'continuous' | 'night';
  startDate: string;
  durationDays: number | null;
  nightFrom: number;
  nightTo: number;
  regionCode: string;
  maxUnitPrice: string;
  deliveryDeadline: string;
  notes: string;
  contactName: string;
  contactPhone: string;
  verifyCode: string;
}

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: h * 60, label: `${String(h).padStart(2, '0')}:00` }));

type Required = (field: string) => { required: true; message: string };

/** The form's values as the gateway takes them: the night window only for night use. */
const toBody = (v: Values): DemandPublishBody => ({
  title: v.title,
  gpuModels: v.gpuModels ?? [],
  gpuCount: v.gpuCount,
  startDate: v.startDate,
  durationDays: v.mode === 'night' ? (v.durationDays ?? null) : v.durationDays,
  nightWindow: v.mode === 'night' ? { beginMinute: v.nightFrom, endMinute: v.nightTo } : null,
  regionCode: v.regionCode || null,
  maxUnitPrice: v.maxUnitPrice,
  deliveryDeadline: v.deliveryDeadline,
  notes: v.notes ?? '',
  contactName: v.contactName,
  contactPhone: v.contactPhone,
  verifyCode: v.verifyCode,
});

/** 使用方式: continuous from a date for some days, or nights (a window of hours) from a date. */
function UsageFields({ mode, required }: { mode: Values['mode'] | undefined; required: Required }) {
  const { t } = useTranslation('storefront');
  return (
    <>
      <h2 className={styles.panelTitle}>{t('publish.usage')}</h2>
      <Form.Item name="mode" label={t('publish.mode')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'continuous', label: t('publish.modeContinuous') },
            { value: 'night', label: t('publish.modeNight') },
          ]}
        />
      </Form.Item>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', columnGap: 16 }}>
        <DateItem name="startDate" label={t('publish.startDate')} rule={required(t('publish.startDate'))} />
        {mode === 'night' && (
          <>
            <Form.Item name="nightFrom" label={t('publish.nightFrom')}>
              <Select options={HOURS} />
            </Form.Item>
            <Form.Item name="nightTo" label={t('publish.nightTo')}>
              <Select options={HOURS} />
            </Form.Item>
          </>
        )}
        <Form.Item
          name="durationDays"
          label={mode === 'night' ? t('publish.nightDays') : t('publish.durationDays')}
          rules={mode === 'night' ? [] : [required(t('publish.durationDays'))]}
        >
          <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
    </>
  );
}

/** /demands/publish and /demand (light, login required): a demand confirmed with an SMS code, then reviewed. */
export default function DemandPublishPage() {
  const { t } = useTranslation('storefront');
  useDocumentMeta(t('publish.title'));
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form);
  const mutation = usePublishDemand();
  const models = useQuery(mallFiltersQueryOptions());
  const gpuTypes = useQuery(gpuTypesQueryOptions());
  const regions = useQuery(regionsQueryOptions());
  if (!session.loggedIn) return <Navigate to={loginHref({ redirect: `${location.pathname}${location.search}` })} replace />;

  const modelOptions = [...new Set([...(models.data?.gpuModels ?? []), ...(gpuTypes.data ?? []).map((g) => g.gpuType)])].sort().map((m) => ({ value: m, label: m }));
  const required: Required = (field) => ({ required: true, message: t('publish.required', { field }) });

  const submit = (v: Values) =>
    mutation.mutate(toBody(v), {
      onSuccess: (demand) => {
        toast.success(t('publish.submitted'));
        navigate(paths.myDemandDetail.getHref(demand.demandGoodsBaseId));
      },
      onError: (error) => reportFormError(form, error, t('mallDetail.orderFailed')),
    });

  return (
    <section className={market.body}>
      <div className={ui.container}>
        <Breadcrumb items={[{ label: t('demands.eyebrow'), to: paths.demands.getHref() }, { label: t('publish.heading') }]} />
        <div className={`${styles.panel} ${styles.formPanel}`}>
          <h1 className={styles.detailTitle}>{t('publish.heading')}</h1>
          <p className={styles.panelLead} style={{ marginTop: 8 }}>
            {t('publish.lead')}
          </p>
          <FormTheme>
            <Form<Values>
              form={form}
              layout="vertical"
              requiredMark={false}
              onFinish={submit}
              initialValues={{
                gpuModels: [],
                gpuCount: 8,
                mode: 'continuous',
                startDate: todayInChina(7),
                durationDays: 30,
                nightFrom: 0,
                nightTo: 360,
                regionCode: '',
                deliveryDeadline: todayInChina(5),
                contactName: session.user?.name ?? '',
                contactPhone: session.user?.phone ?? '',
                notes: '',
              }}
            >
              <h2 className={styles.panelTitle}>{t('publish.basics')}</h2>
              <Form.Item name="title" label={t('publish.titleLabel')} rules={[required(t('publish.titleLabel')), { max: 60 }]}>
                <Input maxLength={60} placeholder={t('publish.titlePlaceholder')} />
              </Form.Item>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
                <Form.Item name="gpuModels" label={t('publish.gpuModels')}>
                  <Select mode="multiple" allowClear options={modelOptions} placeholder={t('publish.gpuModelsPlaceholder')} maxCount={10} />
                </Form.Item>
                <Form.Item name="gpuCount" label={t('publish.gpuCount')} rules={[required(t('publish.gpuCount'))]}>
                  <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </div>
              <UsageFields mode={mode} required={required} />
              <h2 className={styles.panelTitle}>{t('publish.budget')}</h2>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 16 }}>
                <Form.Item name="regionCode" label={t('publish.region')}>
                  <Select options={[{ value: '', label: t('publish.anyRegion') }, ...(regions.data ?? []).map((r) => ({ value: r.code, label: r.name }))]} />
                </Form.Item>
                <Form.Item
                  name="maxUnitPrice"
                  label={t('publish.maxUnitPrice')}
                  rules={[required(t('publish.maxUnitPrice')), { pattern: /^\d{1,8}(\.\d{1,4})?$/, message: t('publish.priceFormat') }]}
                >
                  <Input inputMode="decimal" placeholder="例如 12.5" />
                </Form.Item>
                <DateItem name="deliveryDeadline" label={t('publish.deadline')} rule={required(t('publish.deadline'))} />
              </div>
              <Form.Item name="notes" label={t('publish.notes')}>
                <Input.TextArea rows={3} maxLength={2000} showCount placeholder={t('publish.notesPlaceholder')} />
              </Form.Item>
              <h2 className={styles.panelTitle}>{t('publish.contactSection')}</h2>
              <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 16 }}>
                <Form.Item name="contactName" label={t('publish.contactName')} rules={[required(t('publish.contactName')), { max: 32 }]}>
                  <Input maxLength={32} />
                </Form.Item>
                <Form.Item name="contactPhone" label={t('publish.contactPhone')} rules={[rule(checkPhone)]}>
                  <Input inputMode="tel" maxLength={11} />
                </Form.Item>
              </div>
              <Form.Item label={t('publish.verifyCode')} required>
                <div style={{ display: 'flex', gap: 8, maxWidth: 420 }}>
                  <Form.Item name="verifyCode" noStyle rules={[rule(checkCode)]}>
                    <CodeInput placeholder={t('publish.verifyCode')} aria-label={t('publish.verifyCode')} />
                  </Form.Item>
                  <SendCodeButton scene="publishDemandGoods" target={async () => ({ phone: (await form.validateFields(['contactPhone'])).contactPhone })} />
                </div>
              </Form.Item>
              <Button type="primary" size="large" htmlType="submit" loading={mutation.isPending}>
                {t('publish.submit')}
              </Button>
            </Form>
          </FormTheme>
        </div>
      </div>
    </section>
  );
}
