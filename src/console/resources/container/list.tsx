import {
  CloudUploadOutlined,
  CopyOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  LinkOutlined,
  PlayCircleOutlined,
  PlusOutlined,
  PoweroffOutlined,
  ReloadOutlined,
  DeleteOutlined,
} from '@ant-design/icons';
import { useRegisterActions } from '@refinedev/kbar';
import { useTable } from '@refinedev/core';
import { Button, Card, Empty, Form, Input, Modal, Popconfirm, Segmented, Space, Tag, theme, Tooltip } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { http } from '../../../shared/api/client';
import { TRANSITIONAL_STATUSES, type Instance, type InstanceStatus } from '../../../shared/api/compute';
import { paths } from '../../../shared/config/paths';
import { copyText } from '../../../shared/ui/copy';
import { PageContainer } from '../../components/PageContainer';
import { PlainTable } from '../../components/PlainTable';
import styles from './container.module.css';
import { formatDateTime, formatDuration, secondsUntil, trimPrice } from './format';
import { StatusTag } from './status';
import { useInstanceActions, type InstanceAction } from './use-instance-actions';

const STATUSES: InstanceStatus[] = ['running', 'stopped', 'creating', 'starting', 'stopping', 'releasing', 'failed'];

/** The palette's "new container" while this page is open: renting starts in the GPU market. */
export function useNewContainerAction() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const actions = useMemo(
    () => [
      {
        id: 'new-container',
        name: t('palette.newContainer'),
        subtitle: t('palette.newContainerHint'),
        keywords: 'new container gpu 新建 容器 租用',
        section: t('palette.sections.current'),
        icon: <PlusOutlined />,
        perform: () => navigate(paths.gpuMarket),
      },
    ],
    [t, navigate],
  );
  useRegisterActions(actions, [actions]);
}

/** Now, once a second: only the small parts that count (running time, countdown) re-render. */
function useNow(interval = 1000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), interval);
    return () => clearInterval(timer);
  }, [interval]);
  return now;
}

function Ticking({ children }: { children: (now: number) => React.ReactNode }) {
  return <>{children(useNow())}</>;
}

/** SSH command (copyable), the password on demand (copyable), and the JupyterLab link. */
function AccessCell({ instance }: { instance: Instance }) {
  const { t } = useTranslation('console');
  const [password, setPassword] = useState<string | null>(null);
  const [shown, setShown] = useState(false);
  const [loading, setLoading] = useState(false);
  if (!instance.sshCommand) return <span className={styles.secondary}>{t('container.noAccess')}</span>;
  const reveal = async () => {
    if (shown) return setShown(false);
    if (password) return setShown(true);
    setLoading(true);
    try {
      const result = await http.get<{ password: string }>(`/v1/container/sshPassword/${instance.id}`);
      setPassword(result.password);
      setShown(true);
    } catch {
      // the client has said why
    } finally {
      setLoading(false);
    }
  };
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 4 }}>
        <code className={styles.code} style={{ wordBreak: 'break-all', minWidth: 0 }} data-testid="ssh-command">
          {instance.sshCommand}
        </code>
        <Tooltip title={t('container.copySsh')}>
          <Button size="small" type="text" icon={<CopyOutlined />} aria-label={t('container.copySsh')} onClick={() => void copyText(instance.sshCommand!)} />
        </Tooltip>
      </div>
      <Space size={4}>
        <span className={styles.secondary}>{t('container.password')}</span>
        <code className={styles.code} data-testid="ssh-password">
          {shown && password ? password : '••••••••'}
        </code>
        <Button
          size="small"
          type="text"
          loading={loading}
          icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          aria-label={shown ? t('container.hidePassword') : t('container.showPassword')}
          onClick={() => void reveal()}
        />
        {shown && password && (
          <Button size="small" type="text" icon={<CopyOutlined />} aria-label={t('container.copyPassword')} onClick={() => void copyText(password)} />
        )}
      </Space>
      {instance.jupyterUrl && (
        <a href={instance.jupyterUrl} target="_blank" rel="noopener noreferrer">
          <LinkOutlined /> {t('container.jupyter')}
        </a>
      )}
    </Space>
  );
}

type Prompt = { kind: 'saveImage' | 'rename'; instance: Instance } | null;

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
      refetchInterval: (query) =>
        query.state.data?.data.some((instance) => TRANSITIONAL_STATUSES.includes(instance.status)) ? 2000 : 30_000,
    },
  });
  const fetchedAt = tableQuery.dataUpdatedAt;
  const statusFilter = filters.find((f) => 'field' in f && f.field === 'status')?.value as string | undefined;

  const act = (instance: Instance, action: InstanceAction, body?: Record<string, unknown>) => void run(instance, action, body);
  const isPending = (instance: Instance, action?: InstanceAction) =>
    action ? pending[instance.id] === action : Boolean(pending[instance.id]);

  const submitPrompt = async () => {
    if (!prompt) return;
    const { name } = await form.validateFields();
    const ok = await run(prompt.instance, prompt.kind === 'rename' ? 'update' : 'saveImage', { name: name.trim() });
    if (ok) setPrompt(null);
  };

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
          columns={[
            {
              title: t('container.name'),
              key: 'name',
              width: 180,
              render: (instance) => (
                <Space direction="vertical" size={2}>
                  <Space size={4}>
                    <strong>{instance.name}</strong>
                    {instance.status !== 'released' && (
                      <Button
                        size="small"
                        type="text"
                        icon={<EditOutlined />}
                        aria-label={`${t('container.rename')} ${instance.name}`}
                        onClick={() => {
                          form.setFieldsValue({ name: instance.name });
                          setPrompt({ kind: 'rename', instance });
                        }}
                      />
                    )}
                  </Space>
                  <span className={styles.small}>
                    ID {instance.id} · {formatDateTime(instance.createdAt)}
                  </span>
                  {instance.imageName && (
                    <span className={`${styles.small} ${styles.ellipsis}`} title={instance.imageName}>
                      {instance.imageName}
                    </span>
                  )}
                </Space>
              ),
            },
            {
              title: t('container.status'),
              key: 'status',
              width: 140,
              render: (instance) => (
                <Space direction="vertical" size={2}>
                  <StatusTag status={instance.status} />
                  {instance.status === 'running' && instance.gpuHeld === 0 && <Tag color="orange">{t('container.noGpu')}</Tag>}
                  {instance.status === 'stopped' && instance.stoppedDailyCost && (
                    <span className={styles.small}>
                      {t('container.stoppedDaily', { amount: instance.stoppedDailyCost })}
                    </span>
                  )}
                  {instance.status === 'stopped' && instance.autoReleaseAt && (
                    <span className={styles.warning} data-testid="auto-release">
                      <Ticking>
                        {(now) =>
                          secondsUntil(instance.autoReleaseAt!, now) > 0
                            ? t('container.autoRelease', { time: formatDuration(secondsUntil(instance.autoReleaseAt!, now)) })
                            : t('container.autoReleaseSoon')
                        }
                      </Ticking>
                    </span>
                  )}
                </Space>
              ),
            },
            {
              title: t('container.gpu'),
              key: 'gpu',
              width: 140,
              render: (instance) => (
                <Space direction="vertical" size={2}>
                  <span>
                    {instance.gpuType} × {instance.gpuNumber}
                  </span>
                  <span className={styles.small}>
                    {instance.areaInfo}
                    {instance.gpuVram ? ` · ${instance.gpuVram}GB` : ''}
                  </span>
                </Space>
              ),
            },
            {
              title: t('container.cost'),
              key: 'cost',
              width: 150,
              render: (instance) => {
                return (
                  <Space direction="vertical" size={2}>
                    <span>
                      {instance.billingMode === 'common'
                        ? `${t('container.prepaid')}${instance.expiresAt ? ` · ${t('container.expiresAt', { time: formatDateTime(instance.expiresAt) })}` : ''}`
                        : t('container.priceNow', { price: trimPrice(instance.priceNow) })}
                    </span>
                    {instance.billingMode === 'timed' && instance.status === 'running' && (
                      <span className={styles.small}>
                        {t('container.hourlyNow', { amount: instance.hourlyNow ?? '0.00' })}
                      </span>
                    )}
                    {instance.status === 'running' && (
                      <span className={styles.small}>
                        <Ticking>
                          {(now) =>
                            t('container.runningTime', { time: formatDuration(instance.runningSeconds + Math.max(0, (now - (fetchedAt || now)) / 1000)) })
                          }
                        </Ticking>
                      </span>
                    )}
                    <span className={styles.smallStrong} data-testid="cost-so-far">
                      {t('container.costSoFar', { amount: instance.costSoFar })}
                    </span>
                  </Space>
                );
              },
            },
            {
              title: t('container.access'),
              key: 'access',
              render: (instance) => (instance.status === 'running' ? <AccessCell instance={instance} /> : <span className={styles.secondary}>{t('container.noAccess')}</span>),
            },
            {
              title: t('container.actions'),
              key: 'actions',
              width: 190,
              render: (instance) => {
                const busy = isPending(instance) || TRANSITIONAL_STATUSES.includes(instance.status);
                const name = instance.name;
                return (
                  <Space wrap size={[4, 4]}>
                    {instance.status === 'running' && (
                      <>
                        <Popconfirm title={t('container.stopConfirm')} onConfirm={() => act(instance, 'stop')} disabled={busy}>
                          <Button size="small" icon={<PoweroffOutlined />} loading={isPending(instance, 'stop')} disabled={busy} aria-label={`${t('container.stop')} ${name}`}>
                            {t('container.stop')}
                          </Button>
                        </Popconfirm>
                        <Button
                          size="small"
                          icon={<ReloadOutlined />}
                          loading={isPending(instance, 'restart')}
                          disabled={busy}
                          onClick={() => act(instance, 'restart')}
                          aria-label={`${t('container.restart')} ${name}`}
                        >
                          {t('container.restart')}
                        </Button>
                      </>
                    )}
                    {instance.status === 'stopped' && (
                      <>
                        <Button
                          size="small"
                          type="primary"
                          icon={<PlayCircleOutlined />}
                          loading={isPending(instance, 'start')}
                          disabled={busy}
                          onClick={() => act(instance, 'start')}
                          aria-label={`${t('container.start')} ${name}`}
                        >
                          {t('container.start')}
                        </Button>
                        <Button
                          size="small"
                          icon={<CloudUploadOutlined />}
                          loading={isPending(instance, 'saveImage')}
                          disabled={busy}
                          onClick={() => {
                            form.setFieldsValue({ name: `${name}-镜像`.slice(0, 40) });
                            setPrompt({ kind: 'saveImage', instance });
                          }}
                          aria-label={`${t('container.saveImage')} ${name}`}
                        >
                          {t('container.saveImage')}
                        </Button>
                      </>
                    )}
                    {(instance.status === 'stopped' || instance.status === 'failed') && (
                      <Popconfirm
                        title={t('container.releaseConfirm')}
                        okButtonProps={{ danger: true }}
                        onConfirm={() => act(instance, 'release')}
                        disabled={busy}
                      >
                        <Button size="small" danger icon={<DeleteOutlined />} loading={isPending(instance, 'release')} disabled={busy} aria-label={`${t('container.release')} ${name}`}>
                          {t('container.release')}
                        </Button>
                      </Popconfirm>
                    )}
                    {TRANSITIONAL_STATUSES.includes(instance.status) && <span className={styles.secondary}>…</span>}
                  </Space>
                );
              },
            },
          ]}
        />
      </Card>

      <Modal
        open={Boolean(hostFull)}
        title={t('container.hostFullTitle')}
        onCancel={() => setHostFull(null)}
        footer={null}
        destroyOnHidden
      >
        {hostFull && (
          <Space direction="vertical" size={12} style={{ width: '100%' }}>
            <p style={{ margin: 0 }}>{t('container.hostFullText')}</p>
            <Button
              block
              size="large"
              onClick={() => {
                const instance = hostFull;
                setHostFull(null);
                act(instance, 'start', { mode: 'no_gpu' });
              }}
            >
              {t('container.noGpuMode')}
            </Button>
            <span className={styles.secondary}>{t('container.noGpuHint')}</span>
            <Button
              block
              size="large"
              type="primary"
              onClick={() => {
                const instance = hostFull;
                setHostFull(null);
                act(instance, 'start', { mode: 'migrate' });
              }}
            >
              {t('container.migrate')}
            </Button>
            <span className={styles.secondary}>{t('container.migrateHint')}</span>
          </Space>
        )}
      </Modal>

      <Modal
        open={Boolean(prompt)}
        title={prompt?.kind === 'rename' ? t('container.rename') : t('container.saveImage')}
        onCancel={() => setPrompt(null)}
        onOk={() => void submitPrompt()}
        okButtonProps={{ loading: prompt ? isPending(prompt.instance) : false }}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={() => void submitPrompt()}>
          <Form.Item
            name="name"
            label={prompt?.kind === 'rename' ? t('container.instanceName') : t('container.imageName')}
            rules={[{ required: true, whitespace: true, message: prompt?.kind === 'rename' ? t('container.nameRequired') : t('container.imageNameRequired') }]}
          >
            <Input maxLength={40} showCount autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </PageContainer>
  );
}
