import { useTable } from '@refinedev/core';
import { Card, Segmented, theme } from 'antd';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/config/paths';
import type { Instance, InstanceAction, InstanceStatus } from '../../../shared/contracts/compute';
import { isTransitional } from '../../../shared/core/compute';
import { ListActions, ListEmpty } from '../../components/ListParts';
import { PageContainer } from '../../components/PageContainer';
import { PlainTable } from '../../components/PlainTable';
import { useNewContainerAction } from '../../shell/palette/use-new-container-action';
import { instanceColumns } from './columns';
import styles from './container.module.css';
import type { Prompt } from './NamePrompt';
import { useInstanceActions } from './use-instance-actions';

// The dialogs load when first needed: the list's first page carries no form code.
const HostFullModal = lazy(() => import('./HostFullModal'));
const NamePrompt = lazy(() => import('./NamePrompt'));

const STATUSES: InstanceStatus[] = ['running', 'stopped', 'creating', 'starting', 'stopping', 'releasing', 'failed'];

/** 容器实例: the renter's instances with their state, cost, access and actions. */
export default function ContainerList() {
  const { t } = useTranslation('console');
  useNewContainerAction();
  const [hostFull, setHostFull] = useState<Instance | null>(null);
  const [prompt, setPrompt] = useState<Prompt>(null);
  const [dialogsUsed, setDialogsUsed] = useState({ hostFull: false, prompt: false });
  const onHostFull = useCallback((instance: Instance) => {
    setHostFull(instance);
    setDialogsUsed((used) => ({ ...used, hostFull: true }));
  }, []);
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
    setPrompt({ kind, instance });
    setDialogsUsed((used) => ({ ...used, prompt: true }));
  };
  const submitPrompt = async (name: string) => {
    if (!prompt) return;
    if (await run(prompt.instance, prompt.kind === 'rename' ? 'update' : 'saveImage', { name })) setPrompt(null);
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
      extra={<ListActions onRefresh={() => void tableQuery.refetch()} add={{ to: paths.gpuMarket.getHref(), label: t('palette.newContainer') }} />}
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
          empty={<ListEmpty text={t('container.empty')} hint={t('container.emptyHint')} go={{ to: paths.gpuMarket.getHref(), label: t('container.goMarket') }} />}
          rowProps={(instance) => ({ 'data-instance': instance.id, 'data-status': instance.status })}
          columns={columns}
        />
      </Card>
      <Suspense fallback={null}>
        {dialogsUsed.hostFull && <HostFullModal instance={hostFull} onClose={() => setHostFull(null)} start={(instance, mode) => void run(instance, 'start', { mode })} />}
        {dialogsUsed.prompt && (
          <NamePrompt prompt={prompt} busy={prompt ? Boolean(pending[prompt.instance.id]) : false} onCancel={() => setPrompt(null)} onSubmit={(name) => void submitPrompt(name)} />
        )}
      </Suspense>
    </PageContainer>
  );
}
