import type { CrudFilter } from '@refinedev/core';
import { Space, Table, Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { Link } from 'react-router';
import type { PriceSchedule, PriceScheduleStatus } from '../../../shared/contracts/goods';
import { formatDateTimeSeconds } from '../../../shared/core/time';
import { useCancelPriceChange } from '../../../shared/features/goods/api/change-prices';
import { paths } from '../../../shared/config/paths';
import { rangesText } from './format';
import { toast } from '../../../shared/ui/toast';
import { actionsColumn } from '../../components/columns';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useAntdTable } from '../../components/use-antd-table';

const STATUS_COLORS: Record<PriceScheduleStatus, string> = { scheduled: 'blue', applied: 'green', cancelled: 'default' };

/** 取消 a price change that has not applied yet. */
function CancelButton({ schedule }: { schedule: PriceSchedule }) {
  const { t } = useTranslation('console');
  const cancel = useCancelPriceChange();
  const run = () => cancel.mutateAsync(schedule.id).then(() => toast.success(t('goodsAdmin.schedules.cancelled')));
  return <ConfirmButton title={t('goodsAdmin.schedules.cancelConfirm')} loading={cancel.isPending} onConfirm={run}>{t('goodsAdmin.schedules.cancel')}</ConfirmButton>;
}

/**
 * Price changes: scheduled ones (cancellable until they apply) and applied ones, newest time
 * first; of one spec (`specId`), or of every offer with the offer named.
 */
export function ScheduleTable({ specId, filters = [], pageSize = 10 }: { specId?: number; filters?: CrudFilter[]; pageSize?: number }) {
  const { t } = useTranslation('console');
  const { tableProps } = useAntdTable<PriceSchedule>({
    resource: 'priceSchedule',
    pagination: { pageSize },
    filters: { permanent: [...(specId ? [{ field: 'specId', operator: 'eq' as const, value: specId }] : []), ...filters] },
  });
  return (
    <Table<PriceSchedule>
      {...tableProps}
      rowKey="id"
      size="middle"
      scroll={{ x: specId ? 760 : 1000 }}
      locale={{ emptyText: t('goodsAdmin.schedules.empty') }}
      columns={[
        {
          title: t('goodsAdmin.schedules.effectiveAt'),
          dataIndex: 'effectiveAt',
          width: 180,
          sorter: true,
          render: (at: string, s) => (
            <Space direction="vertical" size={0}>
              <span>{formatDateTimeSeconds(at)}</span>
              {s.status === 'applied' && s.createdAt === s.effectiveAt && <span style={{ fontSize: 12, opacity: 0.65 }}>{t('goodsAdmin.schedules.immediate')}</span>}
            </Space>
          ),
        },
        ...(specId
          ? []
          : [
              {
                title: t('goodsAdmin.schedules.goods'),
                key: 'goods',
                render: (_: unknown, s: PriceSchedule) => (
                  <Space direction="vertical" size={0}>
                    <Link to={paths.goodsShow.getHref(s.goodsId)}>{s.goodsName}</Link>
                    <span style={{ fontSize: 12, opacity: 0.65 }}>
                      {s.regionName} · {s.specName}
                    </span>
                  </Space>
                ),
              },
            ]),
        {
          title: t('goodsAdmin.schedules.newPrices'),
          dataIndex: 'timeRanges',
          render: (_: unknown, s) => (
            <Space direction="vertical" size={0}>
              <span>{rangesText(s.timeRanges)}</span>
              {s.replacedRanges && (
                <span style={{ fontSize: 12, opacity: 0.65 }}>
                  {t('goodsAdmin.schedules.oldPrices')}：{rangesText(s.replacedRanges)}
                </span>
              )}
            </Space>
          ),
        },
        {
          title: t('goodsAdmin.schedules.status'),
          dataIndex: 'status',
          width: 90,
          render: (status: PriceScheduleStatus) => <Tag color={STATUS_COLORS[status]}>{t(`goodsAdmin.scheduleStatuses.${status}`)}</Tag>,
        },
        { title: t('goodsAdmin.schedules.note'), dataIndex: 'note', width: 140, render: (note: string) => note || '—' },
        { title: t('goodsAdmin.schedules.createdBy'), dataIndex: 'createdBy', width: 110, render: (by: PriceSchedule['createdBy']) => by?.name ?? '—' },
        actionsColumn(t('goodsAdmin.columns.actions'), { width: 100 }, (s) => (s.status === 'scheduled' ? <CancelButton schedule={s} /> : null)),
      ]}
    />
  );
}
