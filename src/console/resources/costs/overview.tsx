import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Segmented, Space, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { paths } from '../../../shared/config/paths';
import type { CostOverview } from '../../../shared/contracts/costs';
import { costOverviewQueryOptions } from '../../../shared/features/costs/api/get-overview';
import { formatYuan, toMinor } from '../../../shared/core/money';
import { openAccountDialog } from '../../../shared/ui/account-dialogs';
import { PageContainer } from '../../components/PageContainer';
import { BudgetCard } from './budgets';
import { NewUserPackageCard } from './new-user-package';
import { SpendCharts, TrendChart } from './charts';

/** 费用总览 (/bss-overview): balance and credit, this month's spend, forecast and runway, its split, the trend and the tidal savings. */
export default function CostOverviewPage() {
  const { t } = useTranslation('console');
  const overview = useQuery(costOverviewQueryOptions());
  const data = overview.data;
  return (
    <PageContainer
      title={t('costs.overview.title')}
      intro={t('costs.overview.intro')}
      extra={
        <Space wrap>
          <Button type="primary" onClick={() => openAccountDialog('recharge')}>
            {t('costs.overview.recharge')}
          </Button>
          <Link to={paths.bssWallet.getHref()}>
            <Button>{t('costs.overview.records')}</Button>
          </Link>
        </Space>
      }
    >
      <Figures data={data} loading={overview.isLoading} />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={16}>
          <TrendCard data={data} loading={overview.isLoading} />
        </Col>
        <Col xs={24} lg={8}>
          <TidalCard data={data} loading={overview.isLoading} />
        </Col>
        <Col xs={24} lg={16}>
          <BudgetCard />
        </Col>
        <Col xs={24} lg={8}>
          <NewUserPackageCard />
        </Col>
      </Row>
      <div style={{ marginTop: 16 }}>{data && <SpendCharts data={data} />}</div>
    </PageContainer>
  );
}

function Figures({ data, loading }: { data: CostOverview | undefined; loading: boolean }) {
  const { t } = useTranslation('console');
  const wallet = data?.wallet;
  const mom = data?.monthOnMonth;
  const momText =
    mom === null || mom === undefined
      ? t('costs.overview.momNone')
      : t(mom >= 0 ? 'costs.overview.momUp' : 'costs.overview.momDown', { pct: (Math.abs(mom) * 100).toFixed(1) });
  const figures = [
    {
      key: 'balance',
      title: t('costs.overview.balance'),
      value: wallet ? formatYuan(wallet.balanceAmount) : '',
      note: wallet ? t('costs.overview.frozenBalance', { amount: formatYuan(wallet.freezeBalanceAmount) }) : '',
    },
    {
      key: 'credit',
      title: t('costs.overview.credit'),
      value: wallet ? formatYuan(wallet.availableCreditLimit) : '',
      note: wallet ? t('costs.overview.creditDetail', { total: formatYuan(wallet.totalCreditLimit), frozen: formatYuan(wallet.freezeCreditLimit) }) : '',
    },
    { key: 'spent', title: t('costs.overview.spent', { month: data?.month ?? '' }), value: data ? formatYuan(data.spentThisMonth) : '', note: data ? momText : '' },
    { key: 'forecast', title: t('costs.overview.forecast'), value: data ? formatYuan(data.forecast) : '', note: data ? t('costs.overview.burn', { amount: formatYuan(data.dailyBurn) }) : '' },
    {
      key: 'days',
      title: t('costs.overview.daysLeft'),
      value: data ? (data.daysLeft === null ? '—' : t('costs.overview.daysValue', { days: data.daysLeft })) : '',
      note: data && data.daysLeft === null ? t('costs.overview.daysNone') : '',
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={figure.key === 'days' ? 24 : 12} md={8} xl={{ flex: '1 1 0' }}>
          <Card loading={loading} style={{ height: '100%' }}>
            <Statistic title={figure.title} value={figure.value} valueStyle={{ fontSize: 22 }} data-testid={`overview-${figure.key}`} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {figure.note}
            </Typography.Text>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function TrendCard({ data, loading }: { data: CostOverview | undefined; loading: boolean }) {
  const { t } = useTranslation('console');
  const [months, setMonths] = useState<6 | 12>(6);
  return (
    <Card
      title={t('costs.overview.trend')}
      loading={loading}
      extra={
        <Segmented<6 | 12>
          size="small"
          value={months}
          onChange={setMonths}
          options={[
            { value: 6, label: t('costs.overview.months6') },
            { value: 12, label: t('costs.overview.months12') },
          ]}
        />
      }
    >
      {data && <TrendChart trend={data.trend.slice(-months)} />}
    </Card>
  );
}

function TidalCard({ data, loading }: { data: CostOverview | undefined; loading: boolean }) {
  const { t } = useTranslation('console');
  const tidal = data?.tidal;
  return (
    <Card title={t('costs.overview.tidal')} loading={loading} style={{ height: '100%' }}>
      {tidal && toMinor(tidal.billed) > 0 ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Statistic title={t('costs.overview.tidalSaved')} value={formatYuan(tidal.saved)} valueStyle={{ color: '#16a34a' }} data-testid="overview-tidal-saved" />
          <Row gutter={16}>
            <Col span={12}>
              <Statistic title={t('costs.overview.tidalAtDay')} value={formatYuan(tidal.atDayPrices)} valueStyle={{ fontSize: 18 }} />
            </Col>
            <Col span={12}>
              <Statistic title={t('costs.overview.tidalBilled')} value={formatYuan(tidal.billed)} valueStyle={{ fontSize: 18 }} />
            </Col>
          </Row>
          <Typography.Text type="secondary">{t('costs.overview.tidalHours', { hours: tidal.nightCardHours })}</Typography.Text>
        </Space>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('costs.overview.tidalNone')} />
      )}
    </Card>
  );
}
