import { PlusOutlined } from '@ant-design/icons';
import { useRegisterActions } from '@refinedev/kbar';
import { Button, Empty, Table, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { PageContainer } from '../../components/PageContainer';
import { useAntdTable } from '../../components/use-antd-table';

interface Instance {
  id: number;
  name: string;
  status: string;
  gpuType: string;
  gpuNumber: number;
  regionCode: string;
  createdAt: string;
}

const STATUS_COLORS: Record<string, string> = { running: 'green', stopped: 'default', creating: 'processing', releasing: 'warning' };

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

export default function ContainerList() {
  const { t } = useTranslation('console');
  useNewContainerAction();
  const { tableProps, sortOrder } = useAntdTable<Instance>({ resource: 'container' });
  return (
    <PageContainer
      title={t('container.title')}
      extra={
        <Link to={paths.gpuMarket}>
          <Button type="primary" icon={<PlusOutlined />}>
            {t('palette.newContainer')}
          </Button>
        </Link>
      }
    >
      <Table
        {...tableProps}
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
        columns={[
          { dataIndex: 'name', title: t('container.name'), sorter: true, sortOrder: sortOrder('name') },
          {
            dataIndex: 'status',
            title: t('container.status'),
            render: (status: string) => <Tag color={STATUS_COLORS[status]}>{t(`container.statuses.${status}`, { defaultValue: status })}</Tag>,
          },
          { dataIndex: 'gpuType', title: t('container.gpu'), render: (gpu: string, row) => `${gpu} × ${row.gpuNumber}` },
          { dataIndex: 'regionCode', title: t('container.region') },
          {
            dataIndex: 'createdAt',
            title: t('container.createdAt'),
            sorter: true,
            sortOrder: sortOrder('createdAt'),
            render: (at: string) => new Date(at).toLocaleString('zh-CN'),
          },
        ]}
      />
    </PageContainer>
  );
}
