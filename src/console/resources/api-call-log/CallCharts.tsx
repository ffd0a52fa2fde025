import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, theme } from 'antd';
import { useMemo, useState } from 'react';
import type { ApiCallFilter } from '../../../shared/contracts/inference';
import { apiCallStatsQuery } from '../../../shared/features/inference/api/access-points';
import { useTranslation } from '../../../shared/i18n';
import { Chart } from '../../components/Chart';

/** Calls, errors and spend per hour (the last 24 hours) or per day (the last 30 days), by the list's filters. */
export function CallCharts({ filter }: { filter: ApiCallFilter }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const [grain, setGrain] = useState<'hourly' | 'daily'>('hourly');
  const stats = useQuery(apiCallStatsQuery(filter));
  const option = useMemo(() => {
    const buckets = stats.data?.[grain] ?? [];
    // "2026-03-10T14:00:00+08:00" → "14:00" by hour, "03-10" by day.
    const labels = buckets.map((b) => (grain === 'hourly' ? b.at.slice(11, 16) : b.at.slice(5, 10)));
    const value = { type: 'value', axisLabel: { color: token.colorTextSecondary }, splitLine: { lineStyle: { color: token.colorSplit } } };
    return {
      grid: { left: 48, right: 56, top: 60, bottom: 32 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0, textStyle: { color: token.colorText } },
      xAxis: { type: 'category', data: labels, axisLabel: { color: token.colorTextSecondary } },
      yAxis: [
        { ...value, name: t('apiCall.chart.count'), minInterval: 1 },
        { ...value, name: t('apiCall.chart.yuan'), splitLine: { show: false } },
      ],
      color: [token.colorPrimary, token.colorError, token.colorWarning],
      series: [
        { name: t('apiCall.chart.calls'), type: 'bar', data: buckets.map((b) => b.calls) },
        { name: t('apiCall.chart.errors'), type: 'bar', data: buckets.map((b) => b.errors) },
        { name: t('apiCall.chart.spend'), type: 'line', smooth: true, yAxisIndex: 1, data: buckets.map((b) => Number(b.spend)) },
      ],
    };
  }, [stats.data, grain, t, token]);
  const total = (stats.data?.[grain] ?? []).reduce((sum, b) => sum + b.calls, 0);
  return (
    <Card
      title={t('apiCall.chart.title')}
      style={{ marginBottom: 16 }}
      data-testid="api-call-chart"
      data-calls={stats.data ? total : undefined}
    >
      <Segmented
        value={grain}
        onChange={(value) => setGrain(value as 'hourly' | 'daily')}
        options={[
          { value: 'hourly', label: t('apiCall.chart.hourly') },
          { value: 'daily', label: t('apiCall.chart.daily') },
        ]}
        style={{ marginBottom: 8 }}
      />
      <Chart option={option} height={260} label={t('apiCall.chart.label', { grain: grain === 'hourly' ? t('apiCall.chart.hourly') : t('apiCall.chart.daily'), calls: total })} />
    </Card>
  );
}
