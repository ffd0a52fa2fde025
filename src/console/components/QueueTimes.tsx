import { ClockCircleOutlined } from '@ant-design/icons';
import { Card, Tooltip, theme } from 'antd';
import { useTranslation } from '../../shared/i18n';
import type { ReviewKind, ReviewStats } from '../../shared/contracts/review';
import { useReviewStats } from '../../shared/features/review/api/get-review-stats';
import { formatWait, OVERDUE_SECONDS } from './wait-time';

type Figures = ReviewStats['total'];

/** One kind's figures: how many wait, the oldest and the median wait, decided today. */
function KindFigures({ label, figures, active, onClick }: { label: string; figures: Figures; active?: boolean; onClick?: () => void }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const overdue = (figures.oldestSeconds ?? 0) > OVERDUE_SECONDS;
  const figure = (title: string, value: string | number, color?: string) => (
    <div style={{ minWidth: 0 }}>
      <div style={{ color: token.colorTextSecondary, fontSize: 12 }}>{title}</div>
      <div style={{ fontSize: 15, fontWeight: 500, color }}>{value}</div>
    </div>
  );
  return (
    <Card
      size="small"
      hoverable={Boolean(onClick)}
      onClick={onClick}
      style={{ flex: '1 0 272px', borderColor: active ? token.colorPrimary : undefined }}
      title={label}
      extra={
        <span>
          <span style={{ fontSize: 20, fontWeight: 600, color: figures.pending ? token.colorPrimary : undefined }}>{figures.pending}</span>{' '}
          <span style={{ color: token.colorTextSecondary, fontSize: 12 }}>{t('queueTimes.pending')}</span>
        </span>
      }
      data-testid="queue-times-kind"
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 }}>
        <Tooltip title={overdue ? t('queueTimes.overdue') : undefined}>
          {figure(t('queueTimes.oldest'), formatWait(t, figures.oldestSeconds), overdue ? token.colorError : undefined)}
        </Tooltip>
        {figure(t('queueTimes.median'), formatWait(t, figures.medianSeconds))}
        {figure(t('queueTimes.decidedToday'), figures.decidedToday)}
      </div>
    </Card>
  );
}

/**
 * Time in queue per kind (oldest waiting, median) and for all kinds together: on the queue, the
 * board and the operator's overview. `onPick` makes each kind a filter.
 */
export function QueueTimes({ active, onPick, title }: { active?: ReviewKind; onPick?: (kind: ReviewKind | undefined) => void; title?: boolean }) {
  const { t } = useTranslation('console');
  const stats = useReviewStats();
  if (stats.isError) return null;
  const kinds = stats.data?.kinds ?? [];
  // One row of cards: they share a desktop row and scroll sideways on a phone.
  const body = (
    <div style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 2 }}>
      {stats.data ? (
        <KindFigures label={t('queueTimes.total')} figures={stats.data.total} active={onPick ? !active : false} onClick={onPick && (() => onPick(undefined))} />
      ) : (
        <Card size="small" loading style={{ flex: '1 0 272px' }} />
      )}
      {kinds.map((kind) => (
        <KindFigures key={kind.kind} label={kind.label} figures={kind} active={active === kind.kind} onClick={onPick && (() => onPick(kind.kind))} />
      ))}
    </div>
  );
  if (!title) return body;
  return (
    <Card
      title={
        <span>
          <ClockCircleOutlined /> {t('queueTimes.title')}
        </span>
      }
      data-testid="queue-times"
    >
      {body}
    </Card>
  );
}
