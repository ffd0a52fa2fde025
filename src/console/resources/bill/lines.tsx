import type { CrudFilter } from '@refinedev/core';
import { useList } from '@refinedev/core';
import { Card, DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { Instance } from '../../../shared/contracts/compute';
import { BILL_KINDS, type BillKind } from '../../../shared/core/compute';
import { FilterBar, SelectFilter } from '../../components/FilterBar';
import { BillTable } from '../../components/BillTable';

interface BillFilterForm {
  instanceId?: number;
  kind?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const kindFilter = (kind?: string): CrudFilter[] => (BILL_KINDS.includes(kind as BillKind) ? [{ field: 'kind', operator: 'eq', value: kind }] : []);

/**
 * 计费流水: every metered line as the meter wrote it, filtered by instance, kind and time; `kind`
 * (a link's, e.g. a model service's 查看账单) is the kind filter it opens with.
 */
export function BillLines({ kind }: { kind?: string }) {
  const { t } = useTranslation('console');
  const [filters, setFilters] = useState<CrudFilter[]>(() => kindFilter(kind));
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
    <>
      <FilterBar<BillFilterForm> onFinish={apply} onClear={() => setFilters([])} initialValues={{ kind: kindFilter(kind)[0] && kind }}>
        <SelectFilter
          name="instanceId"
          showSearch
          optionFilterProp="label"
          label={t('bill.instance')}
          placeholder={t('bill.allInstances')}
          width={220}
          options={(instances.result.data ?? []).map((instance) => ({ value: instance.id, label: `${instance.name} (ID ${instance.id})` }))}
        />
        <SelectFilter name="kind" label={t('bill.kind')} placeholder={t('bill.allKinds')} width={150} options={BILL_KINDS.map((kind) => ({ value: kind, label: t(`bill.kinds.${kind}`) }))} />
        <Form.Item name="range">
          <DatePicker.RangePicker aria-label={t('bill.dateRange')} />
        </Form.Item>
      </FilterBar>
      <Card>
        <BillTable key={JSON.stringify(filters)} permanent={filters.filter((f) => 'value' in f && f.value !== undefined)} />
      </Card>
    </>
  );
}
