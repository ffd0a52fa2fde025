import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Space, Tag, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { CatalogueStatus } from '../../../shared/contracts/catalogue-admin';
import { CATALOGUE_ACTIONS, CATALOGUE_EDITABLE, CATALOGUE_STATUSES, type CatalogueAction } from '../../../shared/core/catalogue';
import { formatDateTime } from '../../../shared/core/time';
import { catalogueResource, useCatalogueStep, type CatalogueItem, type CatalogueKind } from '../../../shared/features/catalogue-admin/api/catalogue-admin';
import { useTranslation } from '../../../shared/i18n';
import { actionsColumn } from '../../components/columns';
import { StatusSearchBar } from '../../components/FilterBar';
import { PageContainer } from '../../components/PageContainer';
import { TableCard } from '../../components/TableCard';
import { useAntdTable } from '../../components/use-antd-table';
import { CatalogueForm } from './CatalogueForm';

const STATUS_COLORS: Record<CatalogueStatus, string> = { DRAFT: 'default', PENDING: 'gold', PUBLISH: 'green', REJECTED: 'red', ARCHIVED: 'default' };
const ACTIONS = Object.keys(CATALOGUE_ACTIONS) as CatalogueAction[];

type Item = CatalogueItem<CatalogueKind>;
const idOf = (item: Item) => ('modelId' in item ? item.modelId : item.datasetId);

export function StatusTag({ item }: { item: Item }) {
  const { t } = useTranslation('console');
  const tag = <Tag color={STATUS_COLORS[item.status]}>{t(`catalogueAdmin.status.${item.status}`)}</Tag>;
  return item.status === 'REJECTED' && item.review?.reason ? <Tooltip title={t('catalogueAdmin.rejectedReason', { reason: item.review.reason })}>{tag}</Tooltip> : tag;
}

/** The steps an item's state allows (the gateway checks the same table). */
function StepButtons({ kind, item }: { kind: CatalogueKind; item: Item }) {
  const { t } = useTranslation('console');
  const { message, modal } = App.useApp();
  const step = useCatalogueStep(kind);
  const run = (action: CatalogueAction) =>
    modal.confirm({
      title: t(`catalogueAdmin.actions.${action}`),
      content: t(`catalogueAdmin.confirm.${action}`, { name: item.name }),
      okText: t(`catalogueAdmin.actions.${action}`),
      cancelText: t('catalogueAdmin.cancel'),
      onOk: async () => {
        await step.mutateAsync({ id: item.id, action });
        message.success(t(`catalogueAdmin.done.${action}`));
      },
    });
  return (
    <>
      {ACTIONS.filter((action) => (CATALOGUE_ACTIONS[action] as readonly CatalogueStatus[]).includes(item.status)).map((action) => (
        <Button key={action} size="small" type={action === 'submit' ? 'primary' : 'default'} danger={action === 'unpublish'} onClick={() => run(action)} aria-label={`${t(`catalogueAdmin.actions.${action}`)} ${item.name}`}>
          {t(`catalogueAdmin.actions.${action}`)}
        </Button>
      ))}
    </>
  );
}

/**
 * 管理 › 内容 › 模型 / 数据集: every card with its state, a status filter and search, the
 * create/edit drawer (fields, README, files) and the lifecycle steps. `?id=` opens one item (the
 * review centre's evidence link).
 */
export function CataloguePage({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation('console');
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Item | 'new' | number | null>(null);
  const { tableProps, setFilters, filters } = useAntdTable<Item>({
    resource: catalogueResource(kind),
    meta: { apiPath: `/v1/${catalogueResource(kind)}` },
    pagination: { pageSize: 20 },
  });

  const linked = Number(params.get('id'));
  useEffect(() => {
    if (Number.isInteger(linked) && linked > 0) setEditing(linked);
  }, [linked]);
  const close = () => {
    setEditing(null);
    if (params.has('id')) {
      params.delete('id');
      setParams(params, { replace: true });
    }
  };

  return (
    <PageContainer
      title={t(`catalogueAdmin.title.${kind}`)}
      intro={t(`catalogueAdmin.intro.${kind}`)}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t(`catalogueAdmin.add.${kind}`)}
        </Button>
      }
    >
      <StatusSearchBar
        filters={filters}
        setFilters={setFilters}
        statusLabel={t('catalogueAdmin.columns.status')}
        allLabel={t('catalogueAdmin.allStatuses')}
        statuses={CATALOGUE_STATUSES.map((s) => ({ value: s, label: t(`catalogueAdmin.status.${s}`) }))}
        keywordLabel={t('catalogueAdmin.keyword')}
      />
      <TableCard<Item>
        {...tableProps}
        width={1000}
        columns={[
          {
            title: t('catalogueAdmin.columns.name'),
            key: 'name',
            ellipsis: true,
            render: (_: unknown, item) => (
              <span title={item.name}>
                {item.name}
                <div style={{ color: 'var(--ant-color-text-tertiary)', fontSize: 12 }}>
                  {item.publisher}/{idOf(item)}
                </div>
              </span>
            ),
          },
          { title: t('catalogueAdmin.columns.status'), key: 'status', width: 96, render: (_: unknown, item) => <StatusTag item={item} /> },
          { title: t('catalogueAdmin.columns.files'), key: 'files', width: 80, render: (_: unknown, item) => item.files.length },
          {
            title: t('catalogueAdmin.columns.publishTime'),
            key: 'publishTime',
            width: 150,
            render: (_: unknown, item) => (item.publishTime && item.status === 'PUBLISH' ? formatDateTime(item.publishTime) : '—'),
          },
          { title: t('catalogueAdmin.columns.updatedAt'), key: 'updatedAt', width: 150, render: (_: unknown, item) => formatDateTime(item.updatedAt) },
          actionsColumn(t('catalogueAdmin.columns.actions'), { width: 240 }, (item) => (
            <Space size={6} wrap>
              <Button size="small" onClick={() => setEditing(item)} aria-label={`${t(CATALOGUE_EDITABLE.includes(item.status) ? 'catalogueAdmin.edit' : 'catalogueAdmin.view')} ${item.name}`}>
                {t(CATALOGUE_EDITABLE.includes(item.status) ? 'catalogueAdmin.edit' : 'catalogueAdmin.view')}
              </Button>
              <StepButtons kind={kind} item={item} />
            </Space>
          )),
        ]}
      />
      <CatalogueForm kind={kind} open={editing !== null} id={typeof editing === 'number' ? editing : editing && editing !== 'new' ? editing.id : undefined} onClose={close} />
    </PageContainer>
  );
}
