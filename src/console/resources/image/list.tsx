import { PlusOutlined, SyncOutlined } from '@ant-design/icons';
import { useDelete } from '@refinedev/core';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { PrivateImage, SaveState } from '../../../shared/contracts/compute';
import { paths } from '../../../shared/config/paths';
import { PageContainer } from '../../components/PageContainer';
import { useAntdTable } from '../../components/use-antd-table';
import { actionsColumn, timeColumn } from '../../components/columns';
import { LinkButton } from '../../components/LinkButton';
import { ListActions, ListEmpty } from '../../components/ListParts';
import { DeleteButton } from '../../components/DeleteButton';
import { TableCard } from '../../components/TableCard';

const STATE_COLORS: Record<SaveState, string> = { saving: 'processing', saved: 'success', failed: 'error' };

/** The market with an image chosen for the next order. */
export const imageOrderHref = (id: number) => `${paths.gpuMarket.getHref()}?image=${id}`;

/** 我的镜像: private images saved from instances; delete one, or start a new order with it. */
export default function ImageList() {
  const { t } = useTranslation('console');
  const { mutate: remove, mutation } = useDelete();
  const { tableProps, tableQuery } = useAntdTable<PrivateImage>({
    resource: 'image',
    pagination: { pageSize: 20 },
    queryOptions: {
      refetchInterval: (query) => (query.state.data?.data.some((image) => image.saveState === 'saving') ? 2000 : false),
    },
  });
  return (
    <PageContainer
      title={t('image.title')}
      intro={t('image.intro')}
      extra={<ListActions onRefresh={() => void tableQuery.refetch()} />}
    >
      <TableCard<PrivateImage>
        {...tableProps}
        locale={{
          emptyText: <ListEmpty text={t('image.empty')} hint={t('image.emptyHint')} go={{ to: paths.container.getHref(), label: t('container.title') }} plain />,
        }}
        columns={[
          { title: t('image.name'), dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
          { title: t('image.size'), dataIndex: 'sizeGb', width: 110, render: (size: string) => `${size} GB` },
          {
            title: t('image.state'),
            dataIndex: 'saveState',
            width: 120,
            render: (state: SaveState) => (
              <Tag color={STATE_COLORS[state]} icon={state === 'saving' ? <SyncOutlined spin /> : undefined} data-state={state}>
                {t(`image.states.${state}`, { defaultValue: state })}
              </Tag>
            ),
          },
          {
            title: t('image.source'),
            key: 'source',
            render: (_: unknown, image) =>
              image.sourceInstanceName || image.sourceInstanceId ? `${image.sourceInstanceName ?? ''}${image.sourceInstanceId ? ` (ID ${image.sourceInstanceId})` : ''}` : '—',
          },
          timeColumn(t('image.createdAt'), 'createdAt', { width: 170 }),
          actionsColumn(t('image.actions'), { width: 240 }, (image) => (
            <Space>
              {image.saveState === 'saved' && (
                <LinkButton to={imageOrderHref(image.id)} size="small" type="primary" icon={<PlusOutlined />} aria-label={`${t('image.use')} ${image.name}`}>
                  {t('image.use')}
                </LinkButton>
              )}
              <DeleteButton
                name={image.name}
                disabled={image.saveState === 'saving' || mutation.isPending}
                title={t('image.deleteConfirm')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove({ resource: 'image', id: image.id, successNotification: () => ({ type: 'success', message: t('image.deleted') }) })}
              />
            </Space>
          )),
        ]}
      />
    </PageContainer>
  );
}
