import { EyeOutlined } from '@ant-design/icons';
import { useDelete } from '@refinedev/core';
import { Button, Space, Typography } from 'antd';
import { paths } from '../../../shared/config/paths';
import type { ModelService } from '../../../shared/contracts/model-service';
import { useStartModelService, useStopModelService } from '../../../shared/features/model-service/api/model-services';
import { useTranslation } from '../../../shared/i18n';
import { actionsColumn, timeColumn } from '../../components/columns';
import { DeleteButton } from '../../components/DeleteButton';
import { LinkButton } from '../../components/LinkButton';
import { ListActions, ListEmpty } from '../../components/ListParts';
import { PageContainer } from '../../components/PageContainer';
import { TableCard } from '../../components/TableCard';
import { useAntdTable } from '../../components/use-antd-table';
import { servedModel, ServiceStatusTag } from './parts';

const moving = (status: ModelService['status']) => status === 'creating' || status === 'scaling';

/** /model-services: the caller's deployments, their state, replicas and prices. */
export default function ModelServiceList() {
  const { t } = useTranslation('console');
  const { mutate: remove, mutation } = useDelete();
  const stop = useStopModelService();
  const start = useStartModelService();
  const { tableProps, tableQuery } = useAntdTable<ModelService>({
    resource: 'modelService',
    pagination: { pageSize: 20 },
    queryOptions: { refetchInterval: (query) => ((query.state.data?.data ?? []).some((s) => moving(s.status)) ? 2000 : false) },
  });
  return (
    <PageContainer
      title={t('modelService.title')}
      intro={t('modelService.intro')}
      extra={<ListActions onRefresh={() => void tableQuery.refetch()} add={{ to: paths.modelServicesCreate.getHref(), label: t('modelService.create') }} />}
    >
      <TableCard<ModelService>
        {...tableProps}
        width={1280}
        locale={{
          emptyText: <ListEmpty text={t('modelService.empty')} hint={t('modelService.emptyHint')} go={{ to: paths.modelServicesCreate.getHref(), label: t('modelService.create') }} />,
        }}
        columns={[
          {
            title: t('modelService.name'),
            dataIndex: 'name',
            width: 200,
            render: (name: string, service) => (
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
                  {servedModel(service)}
                </Typography.Text>
              </Space>
            ),
          },
          { title: t('modelService.status'), dataIndex: 'status', width: 100, render: (status: ModelService['status']) => <ServiceStatusTag status={status} /> },
          { title: t('modelService.goods'), key: 'goods', width: 190, render: (_: unknown, s) => `${s.gpuType} × ${s.gpuNumber} · ${s.regionName}` },
          { title: t('modelService.replicas'), key: 'replicas', width: 120, render: (_: unknown, s) => t('modelService.replicasValue', { now: s.replicas, min: s.minReplicas, max: s.maxReplicas }) },
          { title: t('modelService.hourlyPrice'), dataIndex: 'hourlyPrice', width: 130, render: (price: string) => t('modelService.perCardHour', { price }) },
          { title: t('modelService.tokenPrice'), key: 'tokens', width: 220, render: (_: unknown, s) => t('modelService.tokenPriceValue', { prompt: s.promptPrice, completion: s.completionPrice }) },
          timeColumn(t('modelService.createdAt'), 'createdAt', { width: 150 }),
          actionsColumn(t('modelService.actions'), { width: 230 }, (service) => (
            <Space>
              <LinkButton to={paths.modelServiceDetail.getHref(service.id)} size="small" icon={<EyeOutlined />} aria-label={`${t('modelService.detail')} ${service.name}`}>
                {t('modelService.detail')}
              </LinkButton>
              {service.status === 'stopped' ? (
                <Button size="small" disabled={start.isPending} onClick={() => start.mutate(service.id)}>
                  {t('modelService.start')}
                </Button>
              ) : (
                <Button size="small" disabled={stop.isPending || service.status === 'failed'} onClick={() => stop.mutate(service.id)}>
                  {t('modelService.stop')}
                </Button>
              )}
              <DeleteButton
                name={service.name}
                disabled={mutation.isPending}
                title={t('modelService.deleteConfirm')}
                okButtonProps={{ danger: true }}
                onConfirm={() => remove({ resource: 'modelService', id: service.id, successNotification: () => ({ type: 'success', message: t('modelService.deleted') }) })}
              />
            </Space>
          )),
        ]}
      />
    </PageContainer>
  );
}
