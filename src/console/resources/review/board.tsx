import { EyeOutlined, LockOutlined, ReloadOutlined, RollbackOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, Col, Empty, Row, Segmented, Space, Tag, Typography, theme } from 'antd';
import { useState, type DragEvent } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { Link } from 'react-router';
import { useSession } from '../../../shared/auth/session';
import type { ReviewItem, ReviewKind } from '../../../shared/contracts/review';
import { formatDateTime } from '../../../shared/core/time';
import { useClaimReview } from '../../../shared/features/review/api/claim-review';
import { useReviewKinds } from '../../../shared/features/review/api/get-review-kinds';
import { useReviewPage, type ReviewPageParams } from '../../../shared/features/review/api/get-review-page';
import { useReleaseReview } from '../../../shared/features/review/api/release-review';
import { invalidateViews } from '../../../shared/query/views';
import { toast } from '../../../shared/ui/toast';
import { paths } from '../../../shared/config/paths';
import { PageContainer } from '../../components/PageContainer';
import { QueueTimes } from '../../components/QueueTimes';
import { formatWait, OVERDUE_SECONDS } from '../../components/wait-time';
import { LinkButton } from '../../components/LinkButton';

type Column = 'waiting' | 'claimed' | 'approved' | 'rejected';
const COLUMN_COLORS: Record<Column, string> = { waiting: '#1677ff', claimed: '#fa8c16', approved: '#52c41a', rejected: '#ff4d4f' };
/** How many decided items each of the last two columns shows. */
const RECENT = 10;
const DRAG_TYPE = 'application/x-review-item';

function ItemCard({ item, mine, onClaim, onRelease, busy }: { item: ReviewItem; mine: boolean; onClaim?: () => void; onRelease?: () => void; busy: boolean }) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const draggable = item.status === 'pending' && (!item.claimedBy || mine);
  const overdue = item.status === 'pending' && item.waitedSeconds > OVERDUE_SECONDS;
  return (
    <Card
      size="small"
      draggable={draggable}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, String(item.id));
        event.dataTransfer.effectAllowed = 'move';
      }}
      style={{ cursor: draggable ? 'grab' : 'default', marginBottom: 8 }}
      data-testid="board-card"
      aria-label={item.title}
    >
      <Space direction="vertical" size={4} style={{ width: '100%' }}>
        <Space size={4} wrap>
          <Tag style={{ marginInlineEnd: 0 }}>{item.kindLabel}</Tag>
          {item.round > 1 && <Tag color="purple">{t('reviewCenter.round', { round: item.round })}</Tag>}
        </Space>
        <Link to={paths.reviewShow.getHref(item.id)} style={{ fontWeight: 500, wordBreak: 'break-all' }}>
          {item.title}
        </Link>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {item.applicant.name} · {formatDateTime(item.submittedAt)}
        </Typography.Text>
        {item.status === 'pending' ? (
          <Typography.Text style={{ fontSize: 12, color: overdue ? token.colorError : token.colorTextSecondary }}>
            {t('queueTimes.pending')} {formatWait(t, item.waitedSeconds)}
            {item.claimedBy && ` · ${mine ? t('reviewCenter.me') : item.claimedBy.name}`}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('reviewBoard.by', { name: item.decidedBy?.name ?? '', time: formatDateTime(item.decidedAt) })}
          </Typography.Text>
        )}
        {item.reason && item.status === 'rejected' && (
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ fontSize: 12, margin: 0 }}>
            {item.reason}
          </Typography.Paragraph>
        )}
        <Space size={4}>
          <LinkButton to={paths.reviewShow.getHref(item.id)} size="small" icon={<EyeOutlined />}>
            {t('reviewCenter.view')}
          </LinkButton>
          {onClaim && (
            <Button size="small" type="primary" icon={<LockOutlined />} loading={busy} onClick={onClaim} aria-label={`${t('reviewCenter.claim')} ${item.title}`}>
              {t('reviewCenter.claim')}
            </Button>
          )}
          {onRelease && (
            <Button size="small" icon={<RollbackOutlined />} loading={busy} onClick={onRelease} aria-label={`${t('reviewCenter.release')} ${item.title}`}>
              {t('reviewCenter.release')}
            </Button>
          )}
        </Space>
      </Space>
    </Card>
  );
}

/**
 * 看板: the review queue by state — waiting unclaimed, claimed, and the latest approved and
 * rejected. Dragging a card onto 已认领 claims it, back onto 待认领 releases it; buttons do the same.
 */
export default function ReviewBoard() {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const kinds = useReviewKinds();
  const [kind, setKind] = useState<ReviewKind | undefined>();
  const [over, setOver] = useState<Column | null>(null);
  const claim = useClaimReview();
  const release = useReleaseReview();

  const base: ReviewPageParams = kind ? { kind } : {};
  const pending = useReviewPage({ ...base, status: 'pending', size: 100 });
  const approved = useReviewPage({ ...base, status: 'approved', size: RECENT, orderField: 'decidedAt', orderSort: 'desc' });
  const rejected = useReviewPage({ ...base, status: 'rejected', size: RECENT, orderField: 'decidedAt', orderSort: 'desc' });

  const isMine = (item: ReviewItem) => Boolean(item.claimedBy && user && String(item.claimedBy.id) === user.userBaseId);
  const waiting = (pending.data?.records ?? []).filter((item) => !item.claimedBy);
  const claimed = (pending.data?.records ?? []).filter((item) => item.claimedBy);
  const columns: { key: Column; items: ReviewItem[]; total: number; loading: boolean }[] = [
    { key: 'waiting', items: waiting, total: waiting.length, loading: pending.isLoading },
    { key: 'claimed', items: claimed, total: claimed.length, loading: pending.isLoading },
    { key: 'approved', items: approved.data?.records ?? [], total: approved.data?.total ?? 0, loading: approved.isLoading },
    { key: 'rejected', items: rejected.data?.records ?? [], total: rejected.data?.total ?? 0, loading: rejected.isLoading },
  ];
  const all = pending.data?.records ?? [];

  const doClaim = (item: ReviewItem) => claim.mutate(item.id, { onSuccess: () => toast.success(t('reviewCenter.claimed')) });
  const doRelease = (item: ReviewItem) => release.mutate(item.id, { onSuccess: () => toast.success(t('reviewCenter.released')) });

  const drop = (column: Column) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const item = all.find((candidate) => String(candidate.id) === event.dataTransfer.getData(DRAG_TYPE));
    if (!item) return;
    if (column === 'claimed' && !item.claimedBy) doClaim(item);
    else if (column === 'waiting' && item.claimedBy) {
      if (isMine(item)) doRelease(item);
      else toast.error(t('reviewBoard.notYours'));
    }
  };
  const droppable = (column: Column) => column === 'waiting' || column === 'claimed';

  return (
    <PageContainer
      title={t('reviewBoard.title')}
      intro={t('reviewBoard.intro')}
      extra={
        <>
          <LinkButton to={paths.review.getHref()} icon={<UnorderedListOutlined />}>{t('reviewBoard.queue')}</LinkButton>
          <Button icon={<ReloadOutlined />} onClick={() => void invalidateViews(queryClient, 'reviews')}>
            {t('reviewCenter.refresh')}
          </Button>
        </>
      }
    >
      <div style={{ marginBottom: 16 }}>
        <QueueTimes active={kind} onPick={setKind} />
      </div>
      <div style={{ marginBottom: 16, overflowX: 'auto' }}>
        <Segmented<string>
          value={kind ?? 'all'}
          onChange={(value) => setKind(value === 'all' ? undefined : (value as ReviewKind))}
          options={[{ value: 'all', label: t('reviewCenter.allKinds') }, ...(kinds.data ?? []).map((k) => ({ value: k.kind, label: k.label }))]}
        />
      </div>
      <Row gutter={[12, 12]} align="stretch">
        {columns.map((column) => (
          <Col key={column.key} xs={24} md={12} xl={6}>
            <section
              data-testid={`board-column-${column.key}`}
              aria-label={t(`reviewBoard.columns.${column.key}`)}
              onDragOver={(event) => {
                if (!droppable(column.key)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(column.key);
              }}
              onDragLeave={() => setOver((current) => (current === column.key ? null : current))}
              onDrop={droppable(column.key) ? drop(column.key) : undefined}
              style={{
                height: '100%',
                minHeight: 240,
                padding: 10,
                borderRadius: token.borderRadiusLG,
                background: over === column.key ? token.colorPrimaryBg : token.colorFillQuaternary,
                border: `1px ${over === column.key ? 'dashed' : 'solid'} ${over === column.key ? token.colorPrimary : token.colorBorderSecondary}`,
                borderTop: `3px solid ${COLUMN_COLORS[column.key]}`,
              }}
            >
              <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginBottom: 10 }}>
                <Typography.Text strong>{t(`reviewBoard.columns.${column.key}`)}</Typography.Text>
                <Badge count={column.total} showZero overflowCount={999} color={COLUMN_COLORS[column.key]} />
              </header>
              {column.loading ? (
                <Card size="small" loading />
              ) : column.items.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={droppable(column.key) ? t(column.key === 'claimed' ? 'reviewBoard.dropToClaim' : 'reviewBoard.empty') : t('reviewBoard.empty')} />
              ) : (
                column.items.map((item) => (
                  <ItemCard
                    key={item.id}
                    item={item}
                    mine={isMine(item)}
                    busy={(claim.isPending && claim.variables === item.id) || (release.isPending && release.variables === item.id)}
                    onClaim={column.key === 'waiting' ? () => doClaim(item) : undefined}
                    onRelease={column.key === 'claimed' && isMine(item) ? () => doRelease(item) : undefined}
                  />
                ))
              )}
              {column.total > column.items.length && (
                <Link to={paths.review.getHref()}>
                  <Typography.Text type="secondary">{t('reviewBoard.more', { count: column.total - column.items.length })}</Typography.Text>
                </Link>
              )}
            </section>
          </Col>
        ))}
      </Row>
    </PageContainer>
  );
}
