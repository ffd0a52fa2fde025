import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { AdminRegion, RegionAddBody } from '../../../shared/contracts/goods';
import { useSaveRegion } from '../../../shared/features/goods/api/save-region';
import { ModalForm } from '../../components/ModalForm';
import { PageContainer } from '../../components/PageContainer';
import { actionsColumn } from '../../components/columns';
import { TableCard } from '../../components/TableCard';
import { useAntdTable } from '../../components/use-antd-table';

function RegionForm({ region, open, onClose }: { region?: AdminRegion; open: boolean; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<RegionAddBody>();
  const save = useSaveRegion();

  return (
    <ModalForm
      form={form}
      open={open}
      title={region ? t('goodsAdmin.regions.editTitle') : t('goodsAdmin.regions.addTitle')}
      initialValues={region ?? { sort: 0 }}
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync(region ? { code: region.code, body: { name: values.name, city: values.city, sort: values.sort } } : { body: values });
        message.success(t('goodsAdmin.regions.saved'));
        onClose();
      }}
      confirmLoading={save.isPending}
    >
      <Form.Item name="code" label={t('goodsAdmin.regions.code')} extra={region ? undefined : t('goodsAdmin.regions.codeHint')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={32} disabled={Boolean(region)} placeholder="cn-east-2" />
      </Form.Item>
      <Form.Item name="name" label={t('goodsAdmin.regions.name')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={32} placeholder="华东二区" />
      </Form.Item>
      <Form.Item name="city" label={t('goodsAdmin.regions.city')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={32} placeholder="杭州" />
      </Form.Item>
      <Form.Item name="sort" label={t('goodsAdmin.regions.sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </ModalForm>
  );
}

/** 地域 (goods:manage): where the machines are; a region with an offer on sale shows in the market's filter. */
export default function RegionsPage() {
  const { t } = useTranslation('console');
  const [editing, setEditing] = useState<AdminRegion | 'new' | null>(null);
  const { tableProps } = useAntdTable<AdminRegion>({ resource: 'region', pagination: { pageSize: 20 } });
  return (
    <PageContainer
      title={t('goodsAdmin.regions.title')}
      intro={t('goodsAdmin.regions.intro')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('goodsAdmin.regions.add')}
        </Button>
      }
    >
      <TableCard<AdminRegion>
        {...tableProps}
        rowKey="code"
        width={640}
        columns={[
          { title: t('goodsAdmin.regions.code'), dataIndex: 'code', sorter: true },
          { title: t('goodsAdmin.regions.name'), dataIndex: 'name' },
          { title: t('goodsAdmin.regions.city'), dataIndex: 'city' },
          { title: t('goodsAdmin.regions.sort'), dataIndex: 'sort', sorter: true, width: 90 },
          { title: t('goodsAdmin.regions.goodsCount'), dataIndex: 'goodsCount', width: 90 },
          { title: t('goodsAdmin.regions.onSaleCount'), dataIndex: 'onSaleCount', width: 80 },
          actionsColumn(t('goodsAdmin.columns.actions'), { width: 90 }, (region) => (
            <Button size="small" onClick={() => setEditing(region)} aria-label={`${t('goodsAdmin.edit')} ${region.name}`}>
              {t('goodsAdmin.edit')}
            </Button>
          )),
        ]}
      />
      <RegionForm open={editing !== null} region={editing === 'new' || editing === null ? undefined : editing} onClose={() => setEditing(null)} />
    </PageContainer>
  );
}
