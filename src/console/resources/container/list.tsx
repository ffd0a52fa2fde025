import { List, useTable } from '@refinedev/antd';
import { Button, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/config/paths';

interface Instance {
  id: number;
  name: string;
  status: string;
}

export default function ContainerList() {
  const { t } = useTranslation('console');
  const { tableProps } = useTable<Instance>({ resource: 'container', syncWithLocation: true });
  return (
    <List title={t('container.title')}>
      <Table
        {...tableProps}
        rowKey="id"
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
          { dataIndex: 'name', title: '名称' },
          { dataIndex: 'status', title: '状态' },
        ]}
      />
    </List>
  );
}
