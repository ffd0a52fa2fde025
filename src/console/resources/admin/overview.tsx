import { useCustom } from '@refinedev/core';
import { Card, Col, Progress, Row, Statistic } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { Overview } from '../../../shared/contracts/admin';
import { PageContainer } from '../../components/PageContainer';
import { QueueTimes } from '../../components/QueueTimes';

/** 平台概况 (operators): the platform's size today, from /admin/overview, and the review queue's waits. */
export default function OverviewPage() {
  const { t } = useTranslation('console');
  const { query, result } = useCustom<Overview>({ url: '/admin/overview', method: 'get' });
  // Refine's useCustom answers an empty object until the data arrives, so every field is optional here.
  const data = result.data as Partial<Overview> | undefined;
  const stats = [
    ['users', data?.users],
    ['newUsers', data?.newUsers7d],
    ['activeUsers', data?.activeUsers24h],
    ['running', data?.runningInstances],
  ] as const;
  return (
    <PageContainer title={t('overview.title')}>
      <Row gutter={[16, 16]}>
        {stats.map(([key, value]) => (
          <Col key={key} xs={12} lg={6}>
            <Card>
              <Statistic title={t(`overview.${key}`)} value={value ?? 0} loading={query.isLoading} />
            </Card>
          </Col>
        ))}
        <Col span={24}>
          {/* The review centre's time in queue, per kind (oldest waiting, median). */}
          <QueueTimes title />
        </Col>
        <Col span={24}>
          <Card title={t('overview.byRole')} loading={query.isLoading}>
            {(['renter', 'supplier', 'operator'] as const).map((role) => (
              <div key={role} style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 8 }}>
                <span style={{ width: 96 }}>{t(`roles.names.${role}`)}</span>
                <Progress percent={data?.users ? Math.round(((data.roles?.[role] ?? 0) / data.users) * 100) : 0} format={() => data?.roles?.[role] ?? 0} />
              </div>
            ))}
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
