import { Card, Space } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { PageContainer } from '../../components/PageContainer';
import { HostTable } from './HostTable';
import { WindowTable } from './WindowTable';

/** 主机与维护 (goods:manage): every host's cards and state, and every maintenance window. */
export default function HostsPage() {
  const { t } = useTranslation('console');
  return (
    <PageContainer title={t('goodsAdmin.hosts.title')} intro={t('goodsAdmin.hosts.intro')}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <HostTable />
        </Card>
        <Card title={t('goodsAdmin.windows.title')}>
          <WindowTable />
        </Card>
      </Space>
    </PageContainer>
  );
}
