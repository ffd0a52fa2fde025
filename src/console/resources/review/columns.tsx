import { EyeOutlined, LockOutlined, RollbackOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography, theme, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../../../shared/auth/session';
import { paths } from '../../../shared/config/paths';
import type { ReviewItem, ReviewStatus } from '../../../shared/contracts/review';
import { formatDateTime } from '../../../shared/core/time';
import { useClaimReview } from '../../../shared/features/review/api/claim-review';
import { useReleaseReview } from '../../../shared/features/review/api/release-review';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { timeColumn } from '../../components/columns';
import { LinkButton } from '../../components/LinkButton';
import { formatWait, OVERDUE_SECONDS } from '../../components/wait-time';
import { REVIEW_STATUS_COLORS } from './parts';

/** The queue's columns: who applied, what, how long it has waited, who holds it, and claim / release. */
export function useReviewColumns(): TableColumnsType<ReviewItem> {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const { user } = useSession();
  const claim = useClaimReview();
  const release = useReleaseReview();
  const isMine = (item: ReviewItem) => Boolean(item.claimedBy && user && String(item.claimedBy.id) === user.userBaseId);
  return [
    {
      title: t('reviewCenter.columns.applicant'),
      key: 'applicant',
      width: 140,
      render: (_, item) => (
        <Space direction="vertical" size={0}>
          <span>{item.applicant.name}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            @{item.applicant.userName}
          </Typography.Text>
        </Space>
      ),
    },
    { title: t('reviewCenter.columns.kind'), dataIndex: 'kindLabel', width: 100, render: (label: string) => <Tag>{label}</Tag> },
    {
      title: t('reviewCenter.columns.title'),
      key: 'title',
      render: (_, item) => (
        <Space size={4} wrap>
          <Link to={paths.reviewShow.getHref(item.id)}>{item.title}</Link>
          {item.round > 1 && <Tag color="purple">{t('reviewCenter.round', { round: item.round })}</Tag>}
        </Space>
      ),
    },
    timeColumn(t('reviewCenter.columns.submittedAt'), 'submittedAt', { width: 140 }),
    {
      title: t('reviewCenter.columns.waited'),
      dataIndex: 'waitedSeconds',
      width: 110,
      render: (seconds: number, item) => (
        <span style={{ color: item.status === 'pending' && seconds > OVERDUE_SECONDS ? token.colorError : undefined }}>{formatWait(t, seconds)}</span>
      ),
    },
    {
      title: t('reviewCenter.columns.status'),
      dataIndex: 'status',
      width: 84,
      render: (status: ReviewStatus) => <Tag color={REVIEW_STATUS_COLORS[status]}>{t(`reviewCenter.statuses.${status}`)}</Tag>,
    },
    {
      title: t('reviewCenter.columns.claimedBy'),
      key: 'claimedBy',
      width: 110,
      render: (_, item) =>
        item.claimedBy ? (
          <Tooltip title={item.claimExpiresAt ? t('reviewCenter.claimedUntil', { time: formatDateTime(item.claimExpiresAt) }) : undefined}>
            <Tag icon={<LockOutlined />} color={isMine(item) ? 'blue' : 'orange'}>
              {isMine(item) ? t('reviewCenter.me') : item.claimedBy.name}
            </Tag>
          </Tooltip>
        ) : item.status === 'pending' ? (
          <Typography.Text type="secondary">{t('reviewCenter.unclaimed')}</Typography.Text>
        ) : (
          (item.decidedBy?.name ?? t('common.none'))
        ),
    },
    {
      title: t('reviewCenter.columns.actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_, item) => (
        <Space size={4}>
          <LinkButton to={paths.reviewShow.getHref(item.id)} size="small" icon={<EyeOutlined />}>
            {t('reviewCenter.view')}
          </LinkButton>
          {item.status === 'pending' && !item.claimedBy && (
            <Button
              size="small"
              icon={<LockOutlined />}
              aria-label={`${t('reviewCenter.claim')} ${item.title}`}
              loading={claim.isPending && claim.variables === item.id}
              onClick={() => claim.mutate(item.id, { onSuccess: () => toast.success(t('reviewCenter.claimed')) })}
            >
              {t('reviewCenter.claim')}
            </Button>
          )}
          {item.status === 'pending' && isMine(item) && (
            <Button
              size="small"
              icon={<RollbackOutlined />}
              loading={release.isPending && release.variables === item.id}
              onClick={() => release.mutate(item.id, { onSuccess: () => toast.success(t('reviewCenter.released')) })}
            >
              {t('reviewCenter.release')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
}
