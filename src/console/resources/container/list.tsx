import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTable } from '@refinedev/core';
import { Button, Card, Empty, Form, Segmented, theme } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';
import type { Instance, InstanceAction, InstanceStatus } from '../../../shared/contracts/compute';
import { isTransitional } from '../../../shared/core/compute';
import { PageContainer } from '../../components/PageContainer';
import { PlainTable } from '../../components/PlainTable';
import { useNewContainerAction } from '../../shell/palette/use-new-container-action';
import { instanceColumns } from './columns';
import styles from './container.module.css';
import { HostFullModal } from './HostFullModal';
import { NamePrompt, type Prompt } from './NamePrompt';
import { useInstanceActions } from './use-instance-actions';

const STATUSES: InstanceStatus[] = ['running', 'stopped', 'creating', 'starting', 'stopping', 'releasing', 'failed'];

/** 容器实例: the renter's instances with their state, cost, access and actions. */
export default function ContainerList() {
  const { t } = useTranslation('console');
  useNewContainerAction();
  const [hostFull, setHostFull] = useState<Instance | null>(null);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [form] = Form.useForm<{ name: string }>();
  const onHostFull = useCallback((instance: Instance) => setHostFull(instance), []);
  const { run, pending } = useInstanceActions(onHostFull);

  const { token } = theme.useToken();
  const { result, tableQuery, setFilters, filters, currentPage, setCurrentPage, pageSize } = useTable<Instance>({
    resource: 'container',
    pagination: { pageSize: 20 },
    queryOptions: {
      // Poll quickly while something is on its way to a new state, slowly otherwise (cost, time).
      refetchInterval: (query) => (query.state.data?.data.some((instance) => isTransitional(instance.status)) ? 2000 : 30_000),
    },
  });
  const statusFilter = filters.find((f) => 'field' in f && f.field === 'status')?.value as string | undefined;

  const act = (instance: Instance, action: InstanceAction) => void run(instance, action);
  const ask = (kind: 'rename' | 'saveImage', instance: Instance) => {
    form.setFieldsValue({ name: kind === 'rename' ? instance.name : `${instance.name}-镜像`.slice(0, 40) });
    setPrompt({ kind, instance });
  };
  const submitPrompt = async () => {
    if (!prompt) return;
    const { name } = await form.validateFields();
    if (await run(prompt.instance, prompt.kind === 'rename' ? 'update' : 'saveImage', { name: name.trim() })) setPrompt(null);
  };
  const columns = instanceColumns(t, {
    fetchedAt: tableQuery.dataUpdatedAt,
    pending,
    act,
    rename: (instance) => ask('rename', instance),
    saveImage: (instance) => ask('saveImage', instance),
  });

  return (
    <PageContainer
      title={t('container.title')}
      intro={t('container.intro')}
      extra={
        <>
          <Button icon={<ReloadOutlined />} onClick={() => void tableQuery.refetch()}>
            {t('common.refresh')}
          </Button>
          <Link to={paths.gpuMarket}>
            <Button type="primary" icon={<PlusOutlined />}>
              {t('palette.newContainer')}
            </Button>
          </Link>
        </>
      }
    >
      <Card
        styles={{ body: { paddingTop: 16 } }}
        style={{ '--c-text-2': token.colorTextSecondary, '--c-warning': token.colorWarningText, '--c-code-bg': token.colorFillTertiary } as React.CSSProperties}
      >
        <div className={styles.filterBar}>
          <Segmented
            aria-label={t('container.statusFilter')}
            value={statusFilter ?? 'all'}
            onChange={(value) => setFilters([{ field: 'status', operator: 'eq', value: value === 'all' ? undefined : value }], 'replace')}
            options={[{ value: 'all', label: t('container.allStatuses') }, ...STATUSES.map((status) => ({ value: status, label: t(`container.statuses.${status}`) }))]}
          />
        </div>
        <PlainTable<Instance>
          label={t('container.title')}
          rows={result.data}
          rowKey={(instance) => instance.id}
          loading={tableQuery.isFetching && !tableQuery.data}
          minWidth={1060}
          pager={{ current: currentPage, pageSize, total: result.total ?? 0, onChange: setCurrentPage }}
          empty={
            <Empty description={t('container.empty')}>
              <p>{t('container.emptyHint')}</p>
              <Link to={paths.gpuMarket}>
                <Button type="primary">{t('container.goMarket')}</Button>
              </Link>
            </Empty>
          }
          rowProps={(instance) => ({ 'data-instance': instance.id, 'data-status': instance.status })}
          columns={columns}
        />
      </Card>
      <HostFullModal instance={hostFull} onClose={() => setHostFull(null)} start={(instance, mode) => void run(instance, 'start', { mode })} />
      <NamePrompt prompt={prompt} form={form} busy={prompt ? Boolean(pending[prompt.instance.id]) : false} onCancel={() => setPrompt(null)} onSubmit={() => void submitPrompt()} />
    </PageContainer>
  );
}
