import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { ModelServiceBody, ModelServiceCreated, ModelServiceSource } from '../../../shared/contracts/model-service';
import { modelPageQueryOptions } from '../../../shared/features/ai/api/get-models';
import { goodsPageQueryOptions } from '../../../shared/features/compute/api/get-goods-page';
import { useCreateModelService } from '../../../shared/features/model-service/api/model-services';
import { useTranslation } from '../../../shared/i18n';
import { LinkButton } from '../../components/LinkButton';
import { CreateActions } from '../../components/CreateActions';
import { PageContainer } from '../../components/PageContainer';
import { showSubmitError } from '../../components/submit-error';
import { KeyOnce } from './parts';

interface Values {
  name: string;
  source: ModelServiceSource;
  modelId?: string;
  image?: string;
  goodsId?: number;
  gpuNumber: number;
  minReplicas: number;
  maxReplicas: number;
  idleTimeout: number;
  env?: { name: string; value: string }[];
  upstreamUrl?: string;
  promptPrice: number;
  completionPrice: number;
  rpm?: number | null;
  tpm?: number | null;
}

/** A service name from a model id: its last part, lower-cased, in the characters a name allows. */
const nameFrom = (modelId: string) =>
  (modelId.split('/').pop() ?? modelId)
    .toLowerCase()
    .replace(/[^a-z0-9._:-]/g, '-')
    .slice(0, 64);

const bodyOf = (values: Values): ModelServiceBody => ({
  name: values.name.trim(),
  source: values.source,
  modelId: values.source === 'market' ? (values.modelId ?? null) : null,
  image: values.source === 'image' ? (values.image?.trim() ?? null) : null,
  goodsId: values.goodsId ?? 0,
  gpuNumber: values.gpuNumber,
  minReplicas: values.minReplicas,
  maxReplicas: values.maxReplicas,
  idleTimeout: values.idleTimeout,
  env: (values.env ?? []).filter((e) => e?.name),
  upstreamUrl: values.upstreamUrl?.trim() ? values.upstreamUrl.trim() : null,
  promptPrice: values.promptPrice.toFixed(4),
  completionPrice: values.completionPrice.toFixed(4),
  rpm: values.rpm ?? null,
  tpm: values.tpm ?? null,
});

/** Environment variables: name and value rows. */
function EnvFields() {
  const { t } = useTranslation('console');
  return (
    <Form.Item label={t('modelService.env')}>
      <Form.List name="env">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'name']} rules={[{ required: true, pattern: /^[A-Za-z_][A-Za-z0-9_]{0,63}$/, message: '字母、数字、下划线' }]}>
                  <Input placeholder={t('modelService.envName')} style={{ width: 200 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'value']}>
                  <Input placeholder={t('modelService.envValue')} style={{ width: 260 }} />
                </Form.Item>
                <MinusCircleOutlined onClick={() => remove(field.name)} aria-label="删除" />
              </Space>
            ))}
            <Button type="dashed" onClick={() => add({ name: '', value: '' })} icon={<PlusOutlined />}>
              {t('modelService.envAdd')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}

/** /model-services/create: a model (from ?model= when opened from a model card) or an image, on GPU goods. */
export default function ModelServiceCreate() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const preset = params.get('model');
  const [form] = Form.useForm<Values>();
  const source = Form.useWatch('source', form) ?? 'market';
  const [keyword, setKeyword] = useState('');
  const create = useCreateModelService();
  const [made, setMade] = useState<ModelServiceCreated | null>(null);
  const goods = useQuery(goodsPageQueryOptions({ current: 1, size: 100 }));
  const models = useQuery(modelPageQueryOptions({ current: 1, size: 20, ...(keyword ? { keyword } : {}) }));

  const modelOptions = (models.data?.records ?? []).map((m) => ({ value: m.modelId, label: m.modelId }));
  if (preset && !modelOptions.some((o) => o.value === preset)) modelOptions.unshift({ value: preset, label: preset });

  const submit = async (values: Values) => {
    try {
      setMade(await create.mutateAsync(bodyOf(values)));
    } catch (error) {
      showSubmitError(form, error, message);
    }
  };

  const toDetail = () => made && navigate(paths.modelServiceDetail.getHref(made.id));
  return (
    <PageContainer title={t('modelService.createTitle')} extra={<LinkButton to={paths.modelServices.getHref()}>{t('modelService.back')}</LinkButton>}>
      <Card style={{ maxWidth: 760 }}>
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={{
            source: 'market',
            modelId: preset ?? undefined,
            name: preset ? nameFrom(preset) : undefined,
            gpuNumber: 1,
            minReplicas: 1,
            maxReplicas: 1,
            idleTimeout: 600,
            promptPrice: 2,
            completionPrice: 8,
            env: [],
          }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="source" label={t('modelService.source')}>
            <Radio.Group optionType="button" options={(['market', 'image'] as const).map((value) => ({ value, label: t(`modelService.sources.${value}`) }))} />
          </Form.Item>
          {source === 'market' ? (
            <Form.Item name="modelId" label={t('modelService.modelId')} rules={[{ required: true, message: '请选择模型' }]}>
              <Select
                showSearch
                filterOption={false}
                onSearch={setKeyword}
                placeholder={t('modelService.modelPlaceholder')}
                options={modelOptions}
                onChange={(value: string) => !form.getFieldValue('name') && form.setFieldValue('name', nameFrom(value))}
              />
            </Form.Item>
          ) : (
            <Form.Item name="image" label={t('modelService.image')} rules={[{ required: true, whitespace: true, message: '请填写镜像地址' }]}>
              <Input placeholder={t('modelService.imagePlaceholder')} maxLength={255} />
            </Form.Item>
          )}
          <Form.Item
            name="name"
            label={t('modelService.name')}
            extra={t('modelService.nameHint')}
            rules={[{ required: true, message: '请输入服务名称' }, { pattern: /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,63}$/, message: '只能包含字母、数字与 . _ - / :，以字母或数字开头，最多 64 个字符' }]}
          >
            <Input maxLength={64} placeholder="qwen2.5-7b-instruct" />
          </Form.Item>
          <Form.Item name="goodsId" label={t('modelService.goodsId')} rules={[{ required: true, message: '请选择 GPU 商品' }]}>
            <Select
              loading={goods.isLoading}
              showSearch
              optionFilterProp="label"
              options={(goods.data?.records ?? []).map((g) => ({
                value: g.id,
                label: t('modelService.goodsOption', { gpu: `${g.gpuType} ${g.gpuVram}GB`, region: g.areaInfo, price: g.priceNow ?? '—', free: g.freeGpuNumber }),
                disabled: g.maxFreeOnOneHost === 0,
              }))}
            />
          </Form.Item>
          <Space wrap size="large">
            <Form.Item name="gpuNumber" label={t('modelService.gpuNumber')} rules={[{ required: true }]}>
              <InputNumber min={1} max={8} precision={0} style={{ width: 130 }} />
            </Form.Item>
            <Form.Item name="minReplicas" label={t('modelService.minReplicas')} rules={[{ required: true }]}>
              <InputNumber min={0} max={8} precision={0} style={{ width: 130 }} />
            </Form.Item>
            <Form.Item name="maxReplicas" label={t('modelService.maxReplicas')} rules={[{ required: true }]}>
              <InputNumber min={1} max={8} precision={0} style={{ width: 130 }} />
            </Form.Item>
            <Form.Item name="idleTimeout" label={t('modelService.idleTimeout')} rules={[{ required: true }]}>
              <InputNumber min={60} max={86400} precision={0} style={{ width: 150 }} />
            </Form.Item>
          </Space>
          <Form.Item style={{ marginTop: -12 }} extra={t('modelService.replicasHint')} />
          <EnvFields />
          <Form.Item name="upstreamUrl" label={t('modelService.upstreamUrl')} extra={t('modelService.upstreamHint')} rules={[{ type: 'url', message: '请填写 http(s) 地址' }]}>
            <Input placeholder="http://127.0.0.1:8000/v1" maxLength={500} />
          </Form.Item>
          <Space wrap size="large">
            <Form.Item name="promptPrice" label={t('modelService.promptPrice')} rules={[{ required: true }]}>
              <InputNumber min={0} max={999999} precision={4} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="completionPrice" label={t('modelService.completionPrice')} rules={[{ required: true }]}>
              <InputNumber min={0} max={999999} precision={4} style={{ width: 200 }} />
            </Form.Item>
            <Form.Item name="rpm" label={t('modelService.rpm')}>
              <InputNumber min={1} max={6000} precision={0} placeholder={t('modelService.unlimited')} style={{ width: 150 }} />
            </Form.Item>
            <Form.Item name="tpm" label={t('modelService.tpm')}>
              <InputNumber min={1} max={10_000_000} precision={0} placeholder={t('modelService.unlimited')} style={{ width: 150 }} />
            </Form.Item>
          </Space>
          <CreateActions submitting={create.isPending} submitText={t('modelService.submit')} cancelTo={paths.modelServices.getHref()} cancelText={t('modelService.cancel')} />
        </Form>
      </Card>
      <KeyOnce value={made?.key ?? null} onClose={toDetail} onDetail={toDetail} />
    </PageContainer>
  );
}
