import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { AdminGoods, GoodsAddBody } from '../../../shared/contracts/goods';
import { GOODS_SOURCES, GOODS_SUPPLIERS } from '../../../shared/core/compute';
import { regionOptionsQueryOptions } from '../../../shared/features/goods/api/get-region-options';
import { useAddGoods, useUpdateGoods } from '../../../shared/features/goods/api/save-goods';
import { ModalForm } from '../../components/ModalForm';
import { rangeProblemText, RangeEditor } from './RangeEditor';
import { checkRows, toRangeInputs, type RangeRow } from '../../../shared/features/goods/components/range-rows';
import { toast } from '../../../shared/ui/toast';
import { formatClock } from '../../../shared/core/tidal';
import { DAY_WINDOW, NIGHT_WINDOW } from '../../../shared/core/tidal-window';

type Values = Omit<GoodsAddBody, 'timeRanges'> & { timeRanges: RangeRow[] };

/** A new offer starts with the platform's standard tidal day (core/tidal-window). */
const NEW_GOODS: Partial<Values> = {
  maxGpuNumber: 8,
  cudaVersion: '12.4',
  supplier: 'xunmeng',
  source: 'physical_machine',
  homeTag: false,
  sort: 0,
  specName: '按量计费',
  timeRanges: [
    { beginTime: formatClock(DAY_WINDOW.beginMinute), endTime: formatClock(DAY_WINDOW.endMinute), unitPrice: '', label: 'day' },
    { beginTime: formatClock(NIGHT_WINDOW.beginMinute), endTime: formatClock(NIGHT_WINDOW.endMinute), unitPrice: '', label: 'night' },
  ],
};

/**
 * 新建/编辑 GPU 商品: the offer's columns; a new one also its first spec and the day's ranges,
 * checked by the shared rule before they are sent. Answers the saved offer through `onSaved`.
 */
export function GoodsForm({ open, goods, onClose, onSaved }: { open: boolean; goods?: AdminGoods; onClose: () => void; onSaved?: (id: number) => void }) {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<Values>();
  const regions = useQuery({ ...regionOptionsQueryOptions(), enabled: open });
  const add = useAddGoods();
  const update = useUpdateGoods();
  const editing = Boolean(goods);

  const submit = async (values: Values) => {
    if (goods) {
      const { timeRanges: _ranges, specName: _spec, ...columns } = values;
      await update.mutateAsync({ id: goods.id, body: columns });
      toast.success(t('goodsAdmin.saved'));
      onSaved?.(goods.id);
    } else {
      const { ranges, problem } = checkRows(values.timeRanges);
      if (problem) {
        toast.error(rangeProblemText(problem, ranges, t));
        return;
      }
      const created = await add.mutateAsync({ ...values, timeRanges: toRangeInputs(values.timeRanges) });
      toast.success(t('goodsAdmin.form.created'));
      onSaved?.(created.id);
    }
    onClose();
  };

  const text = (name: keyof Values, max: number, placeholder?: string) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={t(`goodsAdmin.form.${name}`)} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={max} placeholder={placeholder} />
      </Form.Item>
    </Col>
  );
  const number = (name: keyof Values, min: number, max: number) => (
    <Col xs={12} md={6}>
      <Form.Item name={name} label={t(`goodsAdmin.form.${name}`)} rules={[{ required: true }]}>
        <InputNumber min={min} max={max} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );

  return (
    <ModalForm
      form={form}
      open={open}
      title={editing ? t('goodsAdmin.form.editTitle') : t('goodsAdmin.form.createTitle')}
      // Offers made from suppliers' plans may name a channel this form does not list; it is shown as it is.
      initialValues={goods ? { ...goods, supplier: goods.supplier as Values['supplier'], source: goods.source as Values['source'] } : NEW_GOODS}
      onClose={onClose}
      onSubmit={submit}
      confirmLoading={add.isPending || update.isPending}
      width={760}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="regionCode" label={t('goodsAdmin.form.regionCode')} rules={[{ required: true }]}>
            <Select loading={regions.isLoading} options={(regions.data ?? []).map((r) => ({ value: r.code, label: `${r.name}（${r.city}）` }))} />
          </Form.Item>
        </Col>
        {text('gpuType', 32, 'RTX 4090')}
        {text('aliasGpuType', 64, 'RTX 4090 24G')}
        {text('gpuTypeMapping', 128, 'NVIDIA GeForce RTX 4090')}
        {number('gpuVram', 1, 1024)}
        {number('cpuCore', 1, 512)}
        {number('ramSize', 1, 8192)}
        {number('storageSpace', 1, 100000)}
        {number('maxGpuNumber', 1, 16)}
        <Col xs={12} md={6}>
          <Form.Item name="cudaVersion" label={t('goodsAdmin.form.cudaVersion')} rules={[{ required: true }]}>
            <Input maxLength={5} placeholder="12.4" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="supplier" label={t('goodsAdmin.form.supplier')} rules={[{ required: true }]}>
            <Select options={GOODS_SUPPLIERS.map((value) => ({ value, label: t(`goodsAdmin.suppliers.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="source" label={t('goodsAdmin.form.source')} rules={[{ required: true }]}>
            <Select options={GOODS_SOURCES.map((value) => ({ value, label: t(`goodsAdmin.sources.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="sort" label={t('goodsAdmin.form.sort')}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="homeTag" label={t('goodsAdmin.form.homeTag')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {!editing && (
        <>
          <Form.Item name="specName" label={t('goodsAdmin.form.specName')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={32} style={{ maxWidth: 320 }} />
          </Form.Item>
          <Form.Item label={t('goodsAdmin.form.rangesTitle')} required>
            <RangeEditor form={form} />
          </Form.Item>
        </>
      )}
    </ModalForm>
  );
}
