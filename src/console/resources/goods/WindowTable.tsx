import type { CrudFilters } from '@refinedev/core';
import { App, Form, Space, Table, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { Link } from 'react-router';
import { MAINTENANCE_STATES } from '../../../shared/core/compute';
import type { MaintenanceQuery, MaintenanceState, MaintenanceWindow } from '../../../shared/contracts/goods';
import { useCancelMaintenance } from '../../../shared/features/goods/api/maintenance';
import { paths } from '../../../shared/config/paths';
import { SelectFilter } from '../../components/FilterBar';
import { actionsColumn, timeColumn } from '../../components/columns';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useAntdTable } from '../../components/use-antd-table';

const STATE_COLORS: Record<MaintenanceState, string> = { upcoming: 'blue', ongoing: 'orange', ended: 'default' };

/** 取消 a maintenance window that has not ended. */
function CancelButton({ window }: { window: MaintenanceWindow }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const cancel = useCancelMaintenance();
  const run = () => cancel.mutateAsync(window.id).then(() => message.success(t('goodsAdmin.windows.cancelled')));
  return <ConfirmButton title={t('goodsAdmin.windows.cancelConfirm')} loading={cancel.isPending} onConfirm={run}>{t('goodsAdmin.windows.cancel')}</ConfirmButton>;
}

/** Maintenance windows, of one offer's hosts or of all, newest first, filtered by state. */
export function WindowTable({ goodsId }: { goodsId?: number }) {
  const { t } = useTranslation('console');
  const { tableProps, searchFormProps } = useAntdTable<MaintenanceWindow, Pick<MaintenanceQuery, 'state'>>({
    resource: 'hostMaintenance',
    pagination: { pageSize: 10 },
    filters: { permanent: goodsId ? [{ field: 'goodsId', operator: 'eq', value: goodsId }] : [] },
    onSearch: (values): CrudFilters => [{ field: 'state', operator: 'eq', value: values.state || undefined }],
  });
  return (
    <>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 12 }}>
        <SelectFilter
          name="state"
          label={t('goodsAdmin.windows.state')}
          placeholder={t('goodsAdmin.windows.allStates')}
          width={120}
          options={MAINTENANCE_STATES.map((state) => ({ value: state, label: t(`goodsAdmin.maintenanceStates.${state}`) }))}
          onChange={() => searchFormProps.form?.submit()}
        />
      </Form>
      <Table<MaintenanceWindow>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 900 }}
        columns={[
          {
            title: t('goodsAdmin.windows.host'),
            dataIndex: 'hostName',
            render: (name: string, w) => (
              <Space direction="vertical" size={0}>
                <span>{name}</span>
                {!goodsId && (
                  <Link to={paths.goodsShow.getHref(w.goodsId)} style={{ fontSize: 12 }}>
                    {w.goodsName} · {w.regionName}
                  </Link>
                )}
              </Space>
            ),
          },
          timeColumn(t('goodsAdmin.windows.startsAt'), 'startsAt', { width: 150, sorter: true }),
          timeColumn(t('goodsAdmin.windows.endsAt'), 'endsAt', { width: 150 }),
          {
            title: t('goodsAdmin.windows.state'),
            dataIndex: 'state',
            width: 90,
            render: (state: MaintenanceState) => <Tag color={STATE_COLORS[state]}>{t(`goodsAdmin.maintenanceStates.${state}`)}</Tag>,
          },
          { title: t('goodsAdmin.windows.note'), dataIndex: 'note', render: (note: string) => note || '—' },
          { title: t('goodsAdmin.windows.createdBy'), dataIndex: 'createdBy', width: 110, render: (by: MaintenanceWindow['createdBy']) => by?.name ?? '—' },
          actionsColumn(t('goodsAdmin.columns.actions'), { width: 110 }, (w) => (w.state === 'ended' ? null : <CancelButton window={w} />)),
        ]}
      />
    </>
  );
}
