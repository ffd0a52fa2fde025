import { useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Row, Statistic, Table, theme } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { AnalysisDay } from '../../../shared/contracts/analysis';
import { formatYuan } from '../../../shared/core/money';
import { analysisQueryOptions } from '../../../shared/features/analysis/api/get-analysis';
import { PageContainer } from '../../components/PageContainer';
import { Chart } from '../../components/Chart';

/** The money figures, in the order shown: revenue and its kinds, then what is kept apart from it. */
const ANALYSIS_MONEY = ['revenue', 'revenueGpu', 'revenueBareMetal', 'revenueApi', 'cashIn', 'supplierPayout', 'cardHoursCovered', 'couponsRedeemed'] as const satisfies readonly (keyof AnalysisDay)[];
const COUNTS = ['registrations', 'certifications', 'orders', 'gpuHours', 'cardHoursSpent'] as const;
const METRICS = [...COUNTS, ...ANALYSIS_MONEY] as const;
const isMoney = (metric: (typeof METRICS)[number]) => (ANALYSIS_MONEY as readonly string[]).includes(metric);

/**
 * 分析页 (analysis:view): registrations, certifications, orders and GPU card-hours by day, and money
 * kept apart by what it is: revenue by kind, cash received, supplier payouts, card-hours, coupons.
 */
export default function AnalysisPage() {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const query = range ? { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') } : {};
  const analysis = useQuery(analysisQueryOptions(query));
  const data = analysis.data;

  const options = useMemo(() => {
    const days = data?.days ?? [];
    const dates = days.map((d) => d.date.slice(5));
    const axis = { type: 'category', data: dates, axisLabel: { color: token.colorTextSecondary } };
    const value = { type: 'value', minInterval: 1, axisLabel: { color: token.colorTextSecondary }, splitLine: { lineStyle: { color: token.colorSplit } } };
    const base = { grid: { left: 48, right: 16, top: 40, bottom: 32 }, tooltip: { trigger: 'axis' }, legend: { top: 0, textStyle: { color: token.colorText } }, xAxis: axis };
    return {
      growth: {
        ...base,
        yAxis: value,
        series: [
          { name: t('analysis.metrics.registrations'), type: 'line', smooth: true, data: days.map((d) => d.registrations) },
          { name: t('analysis.metrics.certifications'), type: 'line', smooth: true, data: days.map((d) => d.certifications) },
          { name: t('analysis.metrics.orders'), type: 'bar', data: days.map((d) => d.orders) },
        ],
      },
      usage: {
        ...base,
        yAxis: [
          { ...value, name: t('analysis.units.hours'), minInterval: undefined },
          { ...value, name: t('analysis.units.yuan'), minInterval: undefined, splitLine: { show: false } },
        ],
        series: [
          { name: t('analysis.metrics.gpuHours'), type: 'bar', data: days.map((d) => Number(d.gpuHours)) },
          { name: t('analysis.metrics.revenue'), type: 'line', smooth: true, yAxisIndex: 1, data: days.map((d) => Number(d.revenue)) },
        ],
      },
    };
  }, [data, t, token]);

  return (
    <PageContainer
      title={t('analysis.title')}
      intro={t('analysis.intro')}
      extra={
        <DatePicker.RangePicker
          value={range ?? (data ? [dayjs(data.from), dayjs(data.to)] : null)}
          onChange={(value) => setRange(value && value[0] && value[1] ? [value[0], value[1]] : null)}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          allowClear
          aria-label={t('analysis.range')}
        />
      }
    >
      {[COUNTS, ANALYSIS_MONEY].map((group) => (
        <Row key={group[0]} gutter={[16, 16]} style={{ marginBottom: 16 }}>
          {group.map((metric) => (
            <Col key={metric} flex="1 1 180px">
              <Card loading={analysis.isLoading} size="small">
                <Statistic
                  title={t(`analysis.metrics.${metric}`)}
                  value={data ? (isMoney(metric) ? formatYuan(data.totals[metric]) : data.totals[metric]) : 0}
                  suffix={metric === 'gpuHours' || metric === 'cardHoursSpent' ? t('analysis.units.hours') : undefined}
                />
              </Card>
            </Col>
          ))}
        </Row>
      ))}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card title={t('analysis.growth')}>
            <Chart option={options.growth} label={t('analysis.growth')} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('analysis.usage')}>
            <Chart option={options.usage} label={t('analysis.usage')} />
          </Card>
        </Col>
      </Row>
      <Card title={t('analysis.table')} style={{ marginTop: 16 }}>
        <Table<AnalysisDay>
          rowKey="date"
          size="small"
          loading={analysis.isFetching}
          dataSource={[...(data?.days ?? [])].reverse()}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          scroll={{ x: 1600 }}
          columns={[
            { title: t('analysis.date'), dataIndex: 'date' },
            ...METRICS.map((metric) => ({
              title: t(`analysis.metrics.${metric}`),
              dataIndex: metric,
              align: 'right' as const,
              render: (value: number | string) => (isMoney(metric) ? formatYuan(value) : value),
            })),
          ]}
        />
      </Card>
    </PageContainer>
  );
}
