import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Segmented, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { CardBatch } from '../../../shared/contracts/cards';
import { formatDateTime } from '../../../shared/core/time';
import { redemptionsQueryOptions } from '../../../shared/features/cards/api/get-redemptions';

type Filter = 'all' | 'yes' | 'no';

/** 兑换报告: a batch's figures and each card, who redeemed it and when. */
export function RedemptionDrawer({ batch, onClose }: { batch: CardBatch | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const [filter, setFilter] = useState<Filter>('all');
  const [current, setCurrent] = useState(1);
  const query = { current, size: 20, ...(filter === 'all' ? {} : { redeemed: filter }) };
  const report = useQuery({ ...redemptionsQueryOptions(batch?.id ?? 0, query), enabled: batch !== null });

  return (
    <Drawer open={batch !== null} onClose={onClose} title={t('cards.report.title', { name: batch?.name ?? '' })} width={Math.min(640, window.innerWidth)} destroyOnHidden>
      {batch && (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('cards.fields.count')}>{batch.count}</Descriptions.Item>
          <Descriptions.Item label={t('cards.columns.redeemed')}>{batch.redeemed}</Descriptions.Item>
          <Descriptions.Item label={t('cards.report.rate')}>{((batch.redeemed / batch.count) * 100).toFixed(1)}%</Descriptions.Item>
          <Descriptions.Item label={t('cards.columns.status')}>{t(`cards.statuses.${batch.status}`)}</Descriptions.Item>
        </Descriptions>
      )}
      <Segmented<Filter>
        value={filter}
        onChange={(value) => {
          setFilter(value);
          setCurrent(1);
        }}
        options={(['all', 'yes', 'no'] as const).map((value) => ({ value, label: t(`cards.report.filters.${value}`) }))}
        style={{ marginBottom: 12 }}
      />
      <Table
        size="small"
        rowKey="cardNumber"
        loading={report.isFetching}
        dataSource={report.data?.records ?? []}
        pagination={{ current, pageSize: 20, total: report.data?.total ?? 0, showSizeChanger: false, onChange: setCurrent }}
        scroll={{ x: 480 }}
        columns={[
          { title: t('cards.csv.cardNumber'), dataIndex: 'cardNumber' },
          { title: t('cards.report.usedBy'), dataIndex: 'usedBy', render: (user: { name: string; userName: string } | null) => (user ? `${user.name}（${user.userName}）` : '—') },
          { title: t('cards.report.usedAt'), dataIndex: 'usedAt', render: (at: string | null) => (at ? formatDateTime(at) : t('cards.report.unused')) },
        ]}
      />
    </Drawer>
  );
}
