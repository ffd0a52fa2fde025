import { PlusOutlined } from '@ant-design/icons';
import type { CrudFilters } from '@refinedev/core';
import { Button, Grid, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { Link } from 'react-router';
import type { AdminHost, AdminHostQuery, HostStatus } from '../../../shared/contracts/goods';
import { HOST_STATUSES } from '../../../shared/core/compute';
import { formatDateTime } from '../../../shared/core/time';
import { useSetHostStatus } from '../../../shared/features/goods/api/save-host';
import { paths } from '../../../shared/config/paths';
import { FilterBar, KeywordFilter, SelectFilter } from '../../components/FilterBar';
import { HostForm, MaintenanceForm } from './HostForms';
import { toast } from '../../../shared/ui/toast';
import { actionsColumn } from '../../components/columns';
import { useAntdTable } from '../../components/use-antd-table';

export const HOST_COLORS: Record<HostStatus, string> = { online: 'green', maintenance: 'orange', offline: 'default' };

function StatusToggle({ host }: { host: AdminHost }) {
  const { t } = useTranslation('console');
  const set = useSetHostStatus();
  if (host.status === 'offline') return null;
  const next = host.status === 'online' ? 'maintenance' : 'online';
  const label = t(next === 'maintenance' ? 'goodsAdmin.hosts.toMaintenance' : 'goodsAdmin.hosts.toOnline');
  return (
    <Popconfirm
      title={t(next === 'maintenance' ? 'goodsAdmin.hosts.toMaintenanceConfirm' : 'goodsAdmin.hosts.toOnlineConfirm')}
      onConfirm={async () => {
        await set.mutateAsync({ id: host.id, status: next });
        toast.success(t(next === 'maintenance' ? 'goodsAdmin.hosts.toMaintenanceDone' : 'goodsAdmin.hosts.toOnlineDone'));
      }}
    >
      <Button size="small" loading={set.isPending} aria-label={`${label} ${host.name}`}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/**
 * Hosts: cards in use and free (total − used), state, the maintenance window now or next, and
 * what an operator does to them. Of one offer (`goodsId`), or of all with a search form.
 */
export function HostTable({ goodsId }: { goodsId?: number }) {
  const { t } = useTranslation('console');
  // The actions stay in view on wide screens; on a phone the row scrolls as a whole.
  const wide = Boolean(Grid.useBreakpoint().md);
  const [editing, setEditing] = useState<AdminHost | 'new' | null>(null);
  const [planning, setPlanning] = useState<AdminHost | null>(null);
  const { tableProps, searchFormProps } = useAntdTable<AdminHost, Pick<AdminHostQuery, 'keyword' | 'status'>>({
    resource: 'host',
    pagination: { pageSize: goodsId ? 50 : 20 },
    filters: { permanent: goodsId ? [{ field: 'goodsId', operator: 'eq', value: goodsId }] : [] },
    onSearch: (values): CrudFilters => [
      { field: 'keyword', operator: 'contains', value: values.keyword?.trim() || undefined },
      { field: 'status', operator: 'eq', value: values.status || undefined },
    ],
  });

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'space-between', marginBottom: 12 }}>
        {goodsId ? (
          <span />
        ) : (
          <FilterBar {...searchFormProps} bare>
            <KeywordFilter name="keyword" label={t('goodsAdmin.hosts.keyword')} width={220} />
            <SelectFilter
              name="status"
              label={t('goodsAdmin.hosts.status')}
              placeholder={t('goodsAdmin.hosts.allStatuses')}
              width={120}
              options={HOST_STATUSES.map((status) => ({ value: status, label: t(`goodsAdmin.hostStatuses.${status}`) }))}
            />
          </FilterBar>
        )}
        {goodsId && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('goodsAdmin.hosts.add')}
          </Button>
        )}
      </div>
      <Table<AdminHost>
        {...tableProps}
        rowKey="id"
        size="middle"
        scroll={{ x: 1080 }}
        columns={[
          {
            title: t('goodsAdmin.hosts.name'),
            dataIndex: 'name',
            width: 230,
            sorter: true,
            render: (name: string, host) => (
              <Space direction="vertical" size={0}>
                <span>{name}</span>
                <span style={{ fontSize: 12, opacity: 0.65 }}>{host.sshHost}</span>
              </Space>
            ),
          },
          ...(goodsId
            ? []
            : [
                {
                  title: t('goodsAdmin.hosts.goods'),
                  key: 'goods',
                  width: 160,
                  render: (_: unknown, host: AdminHost) => (
                    <Space direction="vertical" size={0}>
                      <Link to={paths.goodsShow.getHref(host.goodsId)}>{host.goodsName}</Link>
                      <span style={{ fontSize: 12, opacity: 0.65 }}>{host.regionName}</span>
                    </Space>
                  ),
                },
              ]),
          {
            title: t('goodsAdmin.hosts.cards'),
            key: 'cards',
            width: 190,
            render: (_: unknown, host) => t('goodsAdmin.hosts.used', { used: host.gpuUsed, free: host.gpuFree, total: host.gpuTotal }),
          },
          {
            title: t('goodsAdmin.hosts.status'),
            dataIndex: 'status',
            width: 150,
            render: (status: HostStatus, host) => (
              <Space size={4} wrap>
                <Tag color={HOST_COLORS[status]}>{t(`goodsAdmin.hostStatuses.${status}`)}</Tag>
                {host.inMaintenance && <Tag color="orange">{t('goodsAdmin.hosts.inWindow')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('goodsAdmin.hosts.nextWindow'),
            dataIndex: 'nextMaintenance',
            width: 200,
            render: (window: AdminHost['nextMaintenance']) =>
              window ? (
                <span>
                  {formatDateTime(window.startsAt)} – {formatDateTime(window.endsAt)}
                </span>
              ) : (
                t('goodsAdmin.hosts.noWindow')
              ),
          },
          { title: t('goodsAdmin.hosts.running'), dataIndex: 'runningInstances', width: 90 },
          actionsColumn(t('goodsAdmin.columns.actions'), { fixed: wide ? 'right' : undefined, width: 250 }, (host) => (
            <Space size={4} wrap>
              <Button size="small" onClick={() => setEditing(host)} aria-label={`${t('goodsAdmin.edit')} ${host.name}`}>
                {t('goodsAdmin.edit')}
              </Button>
              <StatusToggle host={host} />
              <Button size="small" onClick={() => setPlanning(host)} aria-label={`${t('goodsAdmin.hosts.plan')} ${host.name}`}>
                {t('goodsAdmin.hosts.plan')}
              </Button>
            </Space>
          )),
        ]}
      />
      <HostForm open={editing !== null} goodsId={goodsId} host={editing === 'new' || editing === null ? undefined : editing} onClose={() => setEditing(null)} />
      <MaintenanceForm host={planning} onClose={() => setPlanning(null)} />
    </>
  );
}
