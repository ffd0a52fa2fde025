import { Card, Col, Empty, Row, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { CostOverview, SpendMonth, SpendSlice } from '../../../shared/contracts/costs';
import { formatYuan } from '../../../shared/core/money';
import { Chart } from '../../components/Chart';

const yuan = (value: unknown) => formatYuan(Number(value).toFixed(2));

/** The spend per month as bars (ECharts loads with the first chart, on this page only). */
export function TrendChart({ trend }: { trend: SpendMonth[] }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const option = useMemo(
    () => ({
      grid: { left: 64, right: 16, top: 16, bottom: 32 },
      tooltip: { trigger: 'axis', valueFormatter: yuan },
      xAxis: { type: 'category', data: trend.map((m) => m.month), axisLabel: { color: token.colorTextSecondary } },
      yAxis: { type: 'value', axisLabel: { color: token.colorTextSecondary }, splitLine: { lineStyle: { color: token.colorSplit } } },
      series: [{ name: t('costs.overview.amount'), type: 'bar', barMaxWidth: 36, itemStyle: { color: token.colorPrimary }, data: trend.map((m) => Number(m.amount)) }],
    }),
    [trend, t, token],
  );
  return <Chart option={option} height={280} label={t('costs.overview.trend')} />;
}

function SliceChart({ slices, kind, label }: { slices: SpendSlice[]; kind: 'pie' | 'bar'; label: string }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const option = useMemo(() => {
    if (kind === 'pie') {
      return {
        tooltip: { trigger: 'item', valueFormatter: yuan },
        legend: { bottom: 0, type: 'scroll', textStyle: { color: token.colorText } },
        series: [{ type: 'pie', radius: ['40%', '68%'], center: ['50%', '44%'], label: { show: false }, data: slices.map((s) => ({ name: s.label, value: Number(s.amount) })) }],
      };
    }
    const rows = [...slices].reverse();
    return {
      grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
      tooltip: { trigger: 'axis', valueFormatter: yuan },
      xAxis: { type: 'value', axisLabel: { color: token.colorTextSecondary }, splitLine: { lineStyle: { color: token.colorSplit } } },
      yAxis: { type: 'category', data: rows.map((s) => s.label), axisLabel: { color: token.colorTextSecondary, width: 140, overflow: 'truncate' } },
      series: [{ name: t('costs.overview.amount'), type: 'bar', barMaxWidth: 20, itemStyle: { color: token.colorPrimary }, data: rows.map((s) => Number(s.amount)) }],
    };
  }, [slices, kind, t, token]);
  return slices.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('costs.overview.empty')} style={{ height: 220 }} /> : <Chart option={option} height={260} label={label} />;
}

/** This month's spend by product, GPU type, region and instance. */
export function SpendCharts({ data }: { data: CostOverview }) {
  const { t } = useTranslation('console');
  const parts = [
    { key: 'byProduct', kind: 'pie', slices: data.byProduct },
    { key: 'byGpuType', kind: 'pie', slices: data.byGpuType },
    { key: 'byRegion', kind: 'bar', slices: data.byRegion },
    { key: 'byInstance', kind: 'bar', slices: data.byInstance },
  ] as const;
  return (
    <Row gutter={[16, 16]}>
      {parts.map((part) => (
        <Col key={part.key} xs={24} md={12} xl={6}>
          <Card title={t(`costs.overview.${part.key}`)} styles={{ body: { padding: 12 } }}>
            <SliceChart slices={part.slices} kind={part.kind} label={t(`costs.overview.${part.key}`)} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
