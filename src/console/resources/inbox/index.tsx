import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, Input, Segmented, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { InboxItem } from '../../../shared/contracts/inbox';
import { INBOX_KINDS, type InboxKind } from '../../../shared/core/inbox';
import { inboxCountsQueryOptions, inboxPageQueryOptions } from '../../../shared/features/inbox/api/inbox';
import { PageContainer } from '../../components/PageContainer';
import { HandleModal } from './HandleModal';
import { actionsColumn, timeColumn } from '../../components/columns';

type StatusFilter = 'pending' | 'handled' | 'all';

/** 收件箱 (inbox:manage): consultations, feedback and questionnaires, new until handled, answered by SMS or e-mail. */
export default function InboxPage() {
  const { t } = useTranslation('console');
  const [kind, setKind] = useState<InboxKind>('consultation');
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [keyword, setKeyword] = useState('');
  const [current, setCurrent] = useState(1);
  const [open, setOpen] = useState<InboxItem | null>(null);
  const query = { kind, current, size: 20, ...(status === 'all' ? {} : { status }), ...(keyword ? { keyword } : {}) };
  const page = useQuery(inboxPageQueryOptions(query));
  const counts = useQuery(inboxCountsQueryOptions());

  return (
    <PageContainer title={t('inbox.title')} intro={t('inbox.intro')}>
      <Card>
        <Tabs
          activeKey={kind}
          onChange={(key) => {
            setKind(key as InboxKind);
            setCurrent(1);
          }}
          items={INBOX_KINDS.map((k) => ({
            key: k,
            label: (
              <Badge count={counts.data?.[k] ?? 0} size="small" offset={[8, -2]}>
                {t(`inbox.kinds.${k}`)}
              </Badge>
            ),
          }))}
        />
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 12 }}>
          <Segmented<StatusFilter>
            value={status}
            onChange={(value) => {
              setStatus(value);
              setCurrent(1);
            }}
            options={(['pending', 'handled', 'all'] as const).map((value) => ({ value, label: t(`inbox.filters.${value}`) }))}
          />
          <Input.Search
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('inbox.keyword')}
            aria-label={t('inbox.keyword')}
            maxLength={64}
            style={{ width: 240 }}
            onSearch={(value) => {
              setKeyword(value.trim());
              setCurrent(1);
            }}
          />
        </div>
        <Table<InboxItem>
          rowKey="id"
          loading={page.isFetching}
          dataSource={page.data?.records ?? []}
          pagination={{ current, pageSize: 20, total: page.data?.total ?? 0, showSizeChanger: false, onChange: setCurrent, showTotal: (total) => t('common.total', { total }) }}
          scroll={{ x: 860 }}
          columns={[
            timeColumn(t('inbox.createdAt'), 'createdAt', { width: 150 }),
            {
              title: t('inbox.from'),
              key: 'from',
              width: 200,
              render: (_: unknown, item) => (
                <span>
                  {item.from || (item.user ? `@${item.user.userName}` : t('common.none'))}
                  {item.company && <div style={{ opacity: 0.65, fontSize: 12 }}>{item.company}</div>}
                </span>
              ),
            },
            { title: t('inbox.contact'), key: 'contact', width: 200, render: (_: unknown, item) => [item.phone, item.email].filter(Boolean).join(' / ') || t('common.none') },
            {
              title: t('inbox.content'),
              key: 'content',
              ellipsis: true,
              render: (_: unknown, item) => (
                <span>
                  {item.topic && <Tag>{t(`inbox.topics.${item.topic}`, { defaultValue: item.topic })}</Tag>}
                  {item.content || t('inbox.questionnaireSummary')}
                </span>
              ),
            },
            {
              title: t('inbox.status'),
              dataIndex: 'status',
              width: 90,
              render: (value: InboxItem['status']) => <Tag color={value === 'pending' ? 'orange' : 'green'}>{t(`inbox.statuses.${value}`)}</Tag>,
            },
            actionsColumn(t('goodsAdmin.columns.actions'), { width: 90, fixed: 'right' }, (item) => (
              <Button size="small" type={item.status === 'pending' ? 'primary' : 'default'} onClick={() => setOpen(item)}>
                {item.status === 'pending' ? t('inbox.handle') : t('common.view')}
              </Button>
            )),
          ]}
        />
      </Card>
      <HandleModal item={open} onClose={() => setOpen(null)} />
    </PageContainer>
  );
}
