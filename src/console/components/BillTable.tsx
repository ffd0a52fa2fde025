import type { CrudFilter } from '@refinedev/core';
import { Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from '../../shared/i18n';
import type { BillLine, BillPage } from '../../shared/contracts/compute';
import { fromMinor, toMinor } from '../../shared/core/money';
import { cardHoursOf } from '../../shared/core/tidal';
import { useAntdTable } from './use-antd-table';
import { formatDateTime } from '../../shared/core/time';
import { trimPrice } from './format';

/** The sums a bill page answers besides its lines: of every line the filters match, not only this page. */
type BillTotals = Pick<BillPage, 'total' | 'totalAmount' | 'totalCovered' | 'totalShortfall'>;

const KIND_COLORS: Record<string, string> = { gpu: 'purple', gpu_free: 'green', storage: 'blue' };
const LABEL_COLORS: Record<string, string> = { day: 'gold', night: 'cyan', valley: 'cyan', no_gpu: 'orange', storage: 'blue', peak: 'red' };

/** Sum of decimal-string amounts, exactly. */
export function sumAmounts(amounts: (string | null | undefined)[]): string {
  let total = 0;
  for (const amount of amounts) if (amount) total += toMinor(amount);
  return fromMinor(total);
}

/** Bill lines (metering output), filtered by `permanent`; shows the page's total under the table. */
export function BillTable({ permanent, showOrder = true }: { permanent?: CrudFilter[]; showOrder?: boolean }) {
  const { t } = useTranslation('console');
  const { tableProps, tableQuery } = useAntdTable<BillLine>({
    resource: 'bill',
    pagination: { pageSize: 20 },
    filters: { permanent: permanent ?? [] },
    sorters: { initial: [] },
  });
  const rows = (tableProps.dataSource ?? []) as BillLine[];
  // The data provider passes the page's totals through with its lines: one request.
  const totals = tableQuery.data as Partial<BillTotals> | undefined;
  return (
    <>
      {totals?.totalAmount !== undefined && (
        <Space size="large" style={{ marginBottom: 12 }} wrap>
          <Typography.Text>
            {t('bill.total')}：<Typography.Text strong data-testid="bill-total">¥{totals.totalAmount}</Typography.Text>
          </Typography.Text>
          <Typography.Text type="secondary">{t('bill.lines', { count: totals.total })}</Typography.Text>
          {totals.totalCovered && toMinor(totals.totalCovered) > 0 && (
            <Typography.Text type="success" data-testid="bill-covered">
              {t('bill.covered')} ¥{totals.totalCovered}
            </Typography.Text>
          )}
          {totals.totalShortfall && toMinor(totals.totalShortfall) > 0 && (
            <Typography.Text type="danger">
              {t('bill.shortfall')} ¥{totals.totalShortfall}
            </Typography.Text>
          )}
        </Space>
      )}
      <Table<BillLine>
        {...tableProps}
        size="middle"
        scroll={{ x: 960 }}
        locale={{ emptyText: t('bill.empty') }}
        summary={() =>
          rows.length > 0 ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={showOrder ? 7 : 6}>
                <Typography.Text strong>{t('bill.pageTotal')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <Typography.Text strong data-testid="bill-page-total">
                  ¥{sumAmounts(rows.map((row) => row.amount))}
                </Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
        columns={[
          {
            title: t('bill.period'),
            key: 'period',
            render: (_: unknown, line) => `${formatDateTime(line.periodStart)} – ${formatDateTime(line.periodEnd).slice(11)}`,
          },
          {
            title: t('bill.instance'),
            key: 'instance',
            render: (_: unknown, line) => (line.modelServiceId !== null ? `${line.instanceName} (${t('bill.modelService')} ${line.modelServiceId})` : `${line.instanceName ?? ''} (ID ${line.instanceId})`),
          },
          ...(showOrder ? [{ title: t('bill.order'), dataIndex: 'orderBaseId', key: 'order' }] : []),
          {
            title: t('bill.kind'),
            dataIndex: 'kind',
            render: (kind: string) => <Tag color={KIND_COLORS[kind]}>{t(`bill.kinds.${kind}`, { defaultValue: kind })}</Tag>,
          },
          {
            title: t('bill.range'),
            dataIndex: 'rangeLabel',
            render: (label: string) => <Tag color={LABEL_COLORS[label]}>{t(`bill.labels.${label}`, { defaultValue: label })}</Tag>,
          },
          { title: t('bill.minutes'), dataIndex: 'minutes', render: (minutes: number) => t('bill.minutesValue', { count: minutes }) },
          {
            title: t('bill.unitPrice'),
            key: 'unitPrice',
            // Per card-hour × cards for GPU time; per hour for storage and the no-GPU mode; the term's price when prepaid.
            render: (_: unknown, line) =>
              line.kind === 'gpu'
                ? `¥${trimPrice(line.unitPrice)} × ${line.gpuNumber}`
                : line.kind === 'prepaid'
                  ? `¥${trimPrice(line.unitPrice)}`
                  : t('bill.perHour', { price: trimPrice(line.unitPrice) }),
          },
          {
            title: t('bill.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (amount: string, line) => (
              <span>
                ¥{amount}
                {line.cardMinutes > 0 && (
                  <Typography.Text type="success" style={{ display: 'block', fontSize: 12 }}>
                    {t('bill.coveredValue', { amount: line.covered, hours: cardHoursOf(line.cardMinutes) })}
                  </Typography.Text>
                )}
                {toMinor(line.shortfall) > 0 && (
                  <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
                    {t('bill.shortfall')} ¥{line.shortfall}
                  </Typography.Text>
                )}
              </span>
            ),
          },
        ]}
      />
    </>
  );
}
