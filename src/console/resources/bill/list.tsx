import type { CrudFilter } from '@refinedev/core';
import { useList } from '@refinedev/core';
import { Button, Card, DatePicker, Form, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Instance } from '../../../shared/contracts/compute';
import { BILL_KINDS } from '../../../shared/core/compute';
import { PageContainer } from '../../components/PageContainer';
import { BillTable } from '../../components/BillTable';

interface BillFilterForm {
  instanceId?: number;
  kind?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** 账单明细: every metered line, filtered by instance, kind and time. */
export default function BillList() {
  const { t } = useTranslation('console');
  const [form] = Form.useForm<BillFilterForm>();
  const [filters, setFilters] = useState<CrudFilter[]>([]);
  const instances = useList<Instance>({ resource: 'container', pagination: { currentPage: 1, pageSize: 100 }, meta: { silent: true } });

  const apply = (values: BillFilterForm) => {
    const [from, to] = values.range ?? [];
    setFilters([
      { field: 'instanceId', operator: 'eq', value: values.instanceId },
      { field: 'kind', operator: 'eq', value: values.kind },
      { field: 'startTime', operator: 'eq', value: from ? from.startOf('day').toISOString() : undefined },
      { field: 'endTime', operator: 'eq', value: to ? to.endOf('day').toISOString() : undefined },
    ]);
  };

  return (
    <PageContainer title={t('bill.title')} intro={t('bill.intro')}>
      <Card style={{ marginBottom: 16 }}>
        <Form form={form} layout="inline" onFinish={apply}>
          <Form.Item name="instanceId">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              aria-label={t('bill.instance')}
              placeholder={t('bill.allInstances')}
              style={{ width: 220 }}
              options={(instances.result.data ?? []).map((instance) => ({ value: instance.id, label: `${instance.name} (ID ${instance.id})` }))}
            />
          </Form.Item>
          <Form.Item name="kind">
            <Select
              allowClear
              aria-label={t('bill.kind')}
              placeholder={t('bill.allKinds')}
              style={{ width: 150 }}
              options={BILL_KINDS.map((kind) => ({ value: kind, label: t(`bill.kinds.${kind}`) }))}
            />
          </Form.Item>
          <Form.Item name="range">
            <DatePicker.RangePicker aria-label={t('bill.dateRange')} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters([]);
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Card>
        <BillTable key={JSON.stringify(filters)} permanent={filters.filter((f) => 'value' in f && f.value !== undefined)} />
      </Card>
    </PageContainer>
  );
}
