import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Drawer, Form, Space, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { AdminContent, ContentKind } from '../../../shared/contracts/content-admin';
import type { ContentStatus } from '../../../shared/contracts/content-status';
import { CONTENT_ACTIONS, CONTENT_STATUSES, type ContentAction } from '../../../shared/core/content';
import { formatDateTime, formatDateTimeSeconds } from '../../../shared/core/time';
import { contentResource, useContentAction } from '../../../shared/features/content/api/content-admin';
import { StatusSearchBar } from '../../components/FilterBar';
import { ModalForm } from '../../components/ModalForm';
import { PageContainer } from '../../components/PageContainer';
import { useAntdTable } from '../../components/use-antd-table';
import { fromPicker, pickerNow } from '../../components/picker-time';
import { ContentForm } from './ContentForm';
import { ContentPreview } from './ContentPreview';
import { actionsColumn } from '../../components/columns';
import { TableCard } from '../../components/TableCard';

const STATUS_COLORS: Record<ContentStatus, string> = { DRAFT: 'default', SCHEDULED: 'gold', PUBLISH: 'green', ARCHIVED: 'default' };
const ACTIONS = Object.keys(CONTENT_ACTIONS) as ContentAction[];

/** The lifecycle buttons an item's state allows (the gateway checks the same table). */
function LifecycleButtons({ kind, item, onSchedule }: { kind: ContentKind; item: AdminContent; onSchedule: () => void }) {
  const { t } = useTranslation('console');
  const { message, modal } = App.useApp();
  const act = useContentAction(kind);
  const run = (action: ContentAction) =>
    modal.confirm({
      title: t(`contentAdmin.actions.${action}`),
      content: t(`contentAdmin.confirm.${action as Exclude<ContentAction, 'schedule'>}`, { title: item.title }),
      okText: t(`contentAdmin.actions.${action}`),
      cancelText: t('contentAdmin.cancel'),
      onOk: async () => {
        await act.mutateAsync({ id: item.id, action });
        message.success(t(`contentAdmin.done.${action}`));
      },
    });
  return (
    <>
      {ACTIONS.filter((action) => (CONTENT_ACTIONS[action] as readonly ContentStatus[]).includes(item.status) && !(kind === 'agreement' && action === 'restore')).map((action) => (
        <Button
          key={action}
          size="small"
          type={action === 'publish' ? 'primary' : 'default'}
          danger={action === 'archive'}
          onClick={() => (action === 'schedule' ? onSchedule() : run(action))}
          aria-label={`${t(`contentAdmin.actions.${action}`)} ${item.title}`}
        >
          {t(`contentAdmin.actions.${action}`)}
        </Button>
      ))}
    </>
  );
}

/** Pick the time a draft publishes itself (Beijing time). */
function ScheduleModal({ kind, item, onClose }: { kind: ContentKind; item: AdminContent | null; onClose: () => void }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ at: Dayjs }>();
  const act = useContentAction(kind);
  // The gateway's message is shown by the HTTP layer.
  const submit = async ({ at }: { at: Dayjs }) => {
    const publishTime = fromPicker(at);
    await act.mutateAsync({ id: item!.id, action: 'schedule', publishTime });
    message.success(t('contentAdmin.done.schedule', { time: formatDateTimeSeconds(publishTime) }));
    onClose();
  };
  return (
    <ModalForm
      form={form}
      open={item !== null}
      title={`${t('contentAdmin.scheduleTitle')}：${item?.title ?? ''}`}
      onClose={onClose}
      onSubmit={submit}
      okText={t('contentAdmin.actions.schedule')}
      cancelText={t('contentAdmin.cancel')}
      confirmLoading={act.isPending}
    >
      <Form.Item name="at" label={t('contentAdmin.scheduleAt')} extra={t('contentAdmin.scheduleHint')} rules={[{ required: true, message: t('contentAdmin.scheduleRequired') }]}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm:ss" needConfirm={false} disabledDate={(day) => day.isBefore(pickerNow(), 'day')} style={{ width: 240 }} />
      </Form.Item>
    </ModalForm>
  );
}

/**
 * One page of 管理 › 内容 for a kind: the list with a status filter and search, the create/edit
 * drawer, the lifecycle actions, and a preview drawer that draws the item as the storefront will.
 */
export function ContentPage({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation('console');
  const [editing, setEditing] = useState<AdminContent | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<AdminContent | null>(null);
  const [scheduling, setScheduling] = useState<AdminContent | null>(null);
  const { tableProps, setFilters, filters } = useAntdTable<AdminContent>({
    resource: contentResource(kind),
    meta: { apiPath: `/v1/contentAdmin/${kind}` },
    pagination: { pageSize: 20 },
  });

  const extraColumns =
    kind === 'announcement'
      ? [
          {
            title: t('contentAdmin.columns.pages'),
            key: 'pages',
            width: 160,
            render: (_: unknown, item: AdminContent) =>
              item.kind === 'announcement' ? item.data.applicablePages.map((page) => <Tag key={page}>{t(`contentAdmin.pages.${page}`, page)}</Tag>) : null,
          },
        ]
      : kind === 'agreement'
        ? [
            {
              title: t('contentAdmin.columns.doc'),
              key: 'doc',
              width: 150,
              render: (_: unknown, item: AdminContent) => (item.kind === 'agreement' ? t(`contentAdmin.agreements.${item.data.docKey}`) : null),
            },
            {
              title: t('contentAdmin.columns.version'),
              key: 'version',
              width: 130,
              render: (_: unknown, item: AdminContent) =>
                item.kind === 'agreement' ? (
                  <Space size={4}>
                    {item.data.version}
                    {item.data.inForce && <Tag color="blue">{t('contentAdmin.inForce')}</Tag>}
                  </Space>
                ) : null,
            },
          ]
        : kind === 'knowledge'
          ? [
              {
                title: t('contentAdmin.columns.report'),
                key: 'report',
                width: 160,
                render: (_: unknown, item: AdminContent) => (item.kind === 'knowledge' ? (item.data.fileName ?? t('contentAdmin.noReport')) : null),
              },
            ]
          : kind === 'carousel'
            ? [{ title: t('contentAdmin.columns.sort'), key: 'sort', width: 80, render: (_: unknown, item: AdminContent) => (item.kind === 'carousel' ? item.data.sort : null) }]
            : [];

  return (
    <PageContainer
      title={t(`contentAdmin.title.${kind}`)}
      intro={t(`contentAdmin.intro.${kind}`)}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('contentAdmin.add')}
        </Button>
      }
    >
      <StatusSearchBar
        filters={filters}
        setFilters={setFilters}
        statusLabel={t('contentAdmin.columns.status')}
        allLabel={t('contentAdmin.allStatuses')}
        statuses={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`contentAdmin.status.${s}`) }))}
        keywordLabel={t('contentAdmin.keyword')}
      />
      <TableCard<AdminContent>
        {...tableProps}
        width={960}
        columns={[
          {
            title: t('contentAdmin.columns.title'),
            key: 'title',
            ellipsis: true,
            render: (_: unknown, item) => <span title={item.title}>{item.title}</span>,
          },
          ...extraColumns,
          {
            title: t('contentAdmin.columns.status'),
            key: 'status',
            width: 96,
            render: (_: unknown, item) => <Tag color={STATUS_COLORS[item.status]}>{t(`contentAdmin.status.${item.status}`)}</Tag>,
          },
          {
            title: kind === 'agreement' ? t('contentAdmin.columns.effectiveAt') : t('contentAdmin.columns.publishTime'),
            key: 'publishTime',
            width: 150,
            render: (_: unknown, item) => (item.publishTime ? formatDateTime(item.publishTime) : '—'),
          },
          actionsColumn(t('contentAdmin.columns.actions'), { width: 300 }, (item) => (
            <Space size={6} wrap>
              <Button size="small" icon={<EyeOutlined />} onClick={() => setPreviewing(item)} aria-label={`${t('contentAdmin.preview')} ${item.title}`}>
                {t('contentAdmin.preview')}
              </Button>
              {item.status !== 'ARCHIVED' && !(kind === 'agreement' && item.status === 'PUBLISH') && (
                <Button size="small" onClick={() => setEditing(item)} aria-label={`${t('contentAdmin.edit')} ${item.title}`}>
                  {t('contentAdmin.edit')}
                </Button>
              )}
              <LifecycleButtons kind={kind} item={item} onSchedule={() => setScheduling(item)} />
            </Space>
          )),
        ]}
      />
      <ContentForm kind={kind} open={editing !== null} item={editing === 'new' || editing === null ? undefined : editing} onClose={() => setEditing(null)} />
      <ScheduleModal kind={kind} item={scheduling} onClose={() => setScheduling(null)} />
      <Drawer open={previewing !== null} width={960} title={t('contentAdmin.previewTitle')} onClose={() => setPreviewing(null)} destroyOnHidden>
        {previewing && <ContentPreview kind={kind} values={previewing.data as Record<string, unknown>} publishTime={previewing.publishTime} />}
      </Drawer>
    </PageContainer>
  );
}
