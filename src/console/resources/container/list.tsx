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
import { Button, Card, Empty, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { http } from '../../../shared/api/client';
import { TRANSITIONAL_STATUSES, type Instance, type InstanceStatus } from '../../../shared/api/compute';
import { paths } from '../../../shared/config/paths';
import { copyText } from '../../../shared/ui/copy';
import { PageContainer } from '../../components/PageContainer';
import { useAntdTable } from '../../components/use-antd-table';
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
  if (!instance.sshCommand) return <Typography.Text type="secondary">{t('container.noAccess')}</Typography.Text>;
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
        <Typography.Text code style={{ fontSize: 12, wordBreak: 'break-all', minWidth: 0 }} data-testid="ssh-command">
          {instance.sshCommand}
        </Typography.Text>
        <Tooltip title={t('container.copySsh')}>
          <Button size="small" type="text" icon={<CopyOutlined />} aria-label={t('container.copySsh')} onClick={() => void copyText(instance.sshCommand!)} />
        </Tooltip>
      </div>
      <Space size={4}>
        <Typography.Text type="secondary">{t('container.password')}</Typography.Text>
        <Typography.Text code style={{ fontSize: 12 }} data-testid="ssh-password">
          {shown && password ? password : '••••••••'}
        </Typography.Text>
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
        <Typography.Link href={instance.jupyterUrl} target="_blank" rel="noopener noreferrer">
          <LinkOutlined /> {t('container.jupyter')}
        </Typography.Link>
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

  const { tableProps, tableQuery, setFilters, filters } = useAntdTable<Instance>({
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
      <Card styles={{ body: { paddingTop: 16 } }}>
        <Space style={{ marginBottom: 16 }}>
          <Select
            allowClear
            aria-label={t('container.statusFilter')}
            placeholder={t('container.allStatuses')}
            style={{ width: 160 }}
            value={statusFilter}
            onChange={(value: string | undefined) => setFilters([{ field: 'status', operator: 'eq', value }], 'replace')}
            options={STATUSES.map((status) => ({ value: status, label: t(`container.statuses.${status}`) }))}
          />
        </Space>
        <Table<Instance>
          {...tableProps}
          scroll={{ x: 1060 }}
          locale={{
            emptyText: (
              <Empty description={t('container.empty')}>
                <p>{t('container.emptyHint')}</p>
                <Link to={paths.gpuMarket}>
                  <Button type="primary">{t('container.goMarket')}</Button>
                </Link>
              </Empty>
            ),
          }}
          onRow={(instance) => ({ 'data-instance': instance.id, 'data-status': instance.status }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: t('container.name'),
              key: 'name',
              width: 180,
              render: (_: unknown, instance) => (
                <Space direction="vertical" size={2}>
                  <Space size={4}>
                    <Typography.Text strong>{instance.name}</Typography.Text>
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
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    ID {instance.id} · {formatDateTime(instance.createdAt)}
                  </Typography.Text>
                  {instance.imageName && (
                    <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 180, display: 'block' }} ellipsis={{ tooltip: instance.imageName }}>
                      {instance.imageName}
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: t('container.status'),
              key: 'status',
              width: 140,
              render: (_: unknown, instance) => (
                <Space direction="vertical" size={2}>
                  <StatusTag status={instance.status} />
                  {instance.status === 'running' && instance.gpuHeld === 0 && <Tag color="orange">{t('container.noGpu')}</Tag>}
                  {instance.status === 'stopped' && instance.stoppedDailyCost && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('container.stoppedDaily', { amount: instance.stoppedDailyCost })}
                    </Typography.Text>
                  )}
                  {instance.status === 'stopped' && instance.autoReleaseAt && (
                    <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="auto-release">
                      <Ticking>
                        {(now) =>
                          secondsUntil(instance.autoReleaseAt!, now) > 0
                            ? t('container.autoRelease', { time: formatDuration(secondsUntil(instance.autoReleaseAt!, now)) })
                            : t('container.autoReleaseSoon')
                        }
                      </Ticking>
                    </Typography.Text>
                  )}
                </Space>
              ),
            },
            {
              title: t('container.gpu'),
              key: 'gpu',
              width: 140,
              render: (_: unknown, instance) => (
                <Space direction="vertical" size={2}>
                  <Typography.Text>
                    {instance.gpuType} × {instance.gpuNumber}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {instance.areaInfo}
                    {instance.gpuVram ? ` · ${instance.gpuVram}GB` : ''}
                  </Typography.Text>
                </Space>
              ),
            },
            {
              title: t('container.cost'),
              key: 'cost',
              width: 150,
              render: (_: unknown, instance) => {
                return (
                  <Space direction="vertical" size={2}>
                    <Typography.Text>
                      {instance.billingMode === 'common'
                        ? `${t('container.prepaid')}${instance.expiresAt ? ` · ${t('container.expiresAt', { time: formatDateTime(instance.expiresAt) })}` : ''}`
                        : t('container.priceNow', { price: trimPrice(instance.priceNow) })}
                    </Typography.Text>
                    {instance.billingMode === 'timed' && instance.status === 'running' && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t('container.hourlyNow', { amount: instance.hourlyNow ?? '0.00' })}
                      </Typography.Text>
                    )}
                    {instance.status === 'running' && (
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        <Ticking>
                          {(now) =>
                            t('container.runningTime', { time: formatDuration(instance.runningSeconds + Math.max(0, (now - (fetchedAt || now)) / 1000)) })
                          }
                        </Ticking>
                      </Typography.Text>
                    )}
                    <Typography.Text style={{ fontSize: 12 }} data-testid="cost-so-far">
                      {t('container.costSoFar', { amount: instance.costSoFar })}
                    </Typography.Text>
                  </Space>
                );
              },
            },
            {
              title: t('container.access'),
              key: 'access',
              render: (_: unknown, instance) => (instance.status === 'running' ? <AccessCell instance={instance} /> : <Typography.Text type="secondary">{t('container.noAccess')}</Typography.Text>),
            },
            {
              title: t('container.actions'),
              key: 'actions',
              width: 190,
              render: (_: unknown, instance) => {
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
                    {TRANSITIONAL_STATUSES.includes(instance.status) && <Typography.Text type="secondary">…</Typography.Text>}
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
            <Typography.Paragraph style={{ margin: 0 }}>{t('container.hostFullText')}</Typography.Paragraph>
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
            <Typography.Text type="secondary">{t('container.noGpuHint')}</Typography.Text>
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
            <Typography.Text type="secondary">{t('container.migrateHint')}</Typography.Text>
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
