import { formatYuan } from '../../../shared/core/money';
import { Card, Col, Empty, Row, Statistic, Tooltip, theme } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import { useEarnings } from '../../../shared/features/supplier/api/statements';

/** The earnings overview: this week so far, settled, the last weeks, and occupancy by hour of day as a chart. */
export function EarningsOverview() {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const { data, isLoading } = useEarnings();
  const weeks = [...(data?.lastWeeks ?? [])].reverse();
  const maxWeek = Math.max(1, ...weeks.map((w) => Number(w.net)));
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      <Col xs={24} md={6}>
        <Card loading={isLoading} style={{ height: '100%' }}>
          <Statistic title={t('supplier.earnings.thisWeek')} value={formatYuan(data?.thisWeek ?? '0.00')} />
          <Statistic style={{ marginTop: 16 }} title={t('supplier.earnings.settled')} value={formatYuan(data?.settledTotal ?? '0.00')} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card loading={isLoading} title={t('supplier.earnings.lastWeeks')} size="small" style={{ height: '100%' }}>
          {weeks.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('supplier.earnings.noWeeks')} />
          ) : (
            <div style={{ display: 'flex', alignItems: 'flex-end', gap: 8, height: 120 }}>
              {weeks.map((week) => (
                <Tooltip key={week.weekStart} title={`${week.weekStart} ¥${week.net}`}>
                  <div style={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
                    <div style={{ width: '100%', height: Math.max(2, (Number(week.net) / maxWeek) * 90), background: token.colorPrimary, borderRadius: 2 }} />
                    <span style={{ fontSize: 11, color: token.colorTextSecondary }}>{week.weekStart.slice(5)}</span>
                  </div>
                </Tooltip>
              ))}
            </div>
          )}
        </Card>
      </Col>
      <Col xs={24} md={10}>
        <Card loading={isLoading} title={t('supplier.earnings.occupancy')} size="small" style={{ height: '100%' }}>
          <svg viewBox="0 0 240 100" role="img" aria-label={t('supplier.earnings.occupancy')} style={{ width: '100%', height: 120 }}>
            {(data?.occupancyByHour ?? Array.from({ length: 24 }, () => 0)).map((share, hour) => (
              <g key={hour}>
                <title>{`${t('supplier.earnings.hour', { hour })} ${(share * 100).toFixed(1)}%`}</title>
                <rect x={hour * 10 + 1} y={85 - share * 80} width={8} height={Math.max(1, share * 80)} fill={token.colorPrimary} opacity={0.85} />
              </g>
            ))}
            {[0, 6, 12, 18, 23].map((hour) => (
              <text key={hour} x={hour * 10 + 5} y={98} fontSize={8} textAnchor="middle" fill={token.colorTextSecondary}>
                {hour}
              </text>
            ))}
          </svg>
        </Card>
      </Col>
    </Row>
  );
}
