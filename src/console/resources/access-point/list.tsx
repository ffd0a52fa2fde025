import { EyeOutlined } from '@ant-design/icons';
import { useDelete } from '@refinedev/core';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { AccessPoint } from '../../../shared/contracts/inference';
import { paths } from '../../../shared/config/paths';
import { formatDateTime } from '../../../shared/core/time';
import { useSetAccessPointStatus } from '../../../shared/features/inference/api/access-points';
import { actionsColumn, timeColumn } from '../../components/columns';
import { DeleteButton } from '../../components/DeleteButton';
import { LinkButton } from '../../components/LinkButton';
import { ListActions, ListEmpty } from '../../components/ListParts';
import { PageContainer } from '../../components/PageContainer';
import { TableCard } from '../../components/TableCard';
import { useAntdTable } from '../../components/use-antd-table';
import { AccessPointStatusTag, limitsText } from './parts';

/** 接入点: the caller's API keys, each a product with its own limits. */
export default function AccessPointList() {
  const { t } = useTranslation('console');
  const { mutate: remove, mutation } = useDelete();
  const setStatus = useSetAccessPointStatus();
  const { tableProps, tableQuery } = useAntdTable<AccessPoint>({ resource: 'accessPoint', pagination: { pageSize: 20 } });
  return (
    <PageContainer
      title={t('accessPoint.title')}
      intro={t('accessPoint.intro')}
      extra={<ListActions onRefresh={() => void tableQuery.refetch()} add={{ to: paths.accessPointCreate.getHref(), label: t('accessPoint.create') }} />}
    >
      <TableCard<AccessPoint>
        {...tableProps}
        width={1280}
        locale={{
          emptyText: <ListEmpty text={t('accessPoint.empty')} hint={t('accessPoint.emptyHint')} go={{ to: paths.accessPointCreate.getHref(), label: t('accessPoint.create') }} />,
        }}
        columns={[
          { title: t('accessPoint.name'), dataIndex: 'name', width: 160, render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
          { title: t('accessPoint.product'), dataIndex: 'product', width: 170, render: (product: AccessPoint['product']) => t(`accessPoint.products.${product}`) },
          { title: t('accessPoint.key'), dataIndex: 'maskedKey', width: 190, render: (key: string) => <Typography.Text code>{key}</Typography.Text> },
          { title: t('accessPoint.status'), key: 'status', width: 90, render: (_: unknown, point) => <AccessPointStatusTag point={point} /> },
          { title: t('accessPoint.limits'), key: 'limits', width: 260, render: (_: unknown, point) => limitsText(point, t) },
          { title: t('accessPoint.lastUsedAt'), dataIndex: 'lastUsedAt', width: 150, render: (at: string | null) => (at ? formatDateTime(at) : '—') },
          timeColumn(t('accessPoint.createdAt'), 'createdAt', { width: 150 }),
          actionsColumn(t('accessPoint.actions'), { width: 240 }, (point) => (
            <Space>
              <LinkButton to={paths.accessPointDetail.getHref(point.id)} size="small" icon={<EyeOutlined />} aria-label={`${t('accessPoint.detail')} ${point.name}`}>
                {t('accessPoint.detail')}
              </LinkButton>
              <Button
                size="small"
                disabled={setStatus.isPending}
                onClick={() => setStatus.mutate({ id: point.id, status: point.status === 'active' ? 'disabled' : 'active' })}
              >
                {point.status === 'active' ? t('accessPoint.disable') : t('accessPoint.enable')}
              </Button>
              <DeleteButton
                name={point.name}
                disabled={mutation.isPending}
                title={t('accessPoint.deleteConfirm')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove({ resource: 'accessPoint', id: point.id, successNotification: () => ({ type: 'success', message: t('accessPoint.deleted') }) })}
              />
            </Space>
          )),
        ]}
      />
    </PageContainer>
  );
}
