import { ArrowLeftOutlined, CheckOutlined, CloseOutlined, FileOutlined, LockOutlined, ReloadOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Form, Image, Input, List, Row, Skeleton, Space, Tabs, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../shared/auth/session';
import type { ApprovalField, ReviewDetail, ReviewEvidence, ReviewItem } from '../../../shared/contracts/review';
import { formatDateTime, formatDateTimeSeconds } from '../../../shared/core/time';
import { useClaimReview } from '../../../shared/features/review/api/claim-review';
import { useDecideReview } from '../../../shared/features/review/api/decide-review';
import { getEvidence, useEvidenceUrl } from '../../../shared/features/review/api/get-evidence';
import { useReviewDetail } from '../../../shared/features/review/api/get-review-detail';
import { useReleaseReview } from '../../../shared/features/review/api/release-review';
import { invalidateViews } from '../../../shared/query/views';
import { applyFieldErrors } from '../../../shared/ui/field-errors';
import { toast } from '../../../shared/ui/toast';
import { paths } from '../../../shared/config/paths';
import { PageContainer } from '../../components/PageContainer';
import { formatWait } from '../../components/wait-time';
import { StatusPage } from '../../shell/StatusPage';
import { useTabDetail } from '../../shell/tabs/use-tabs';
import { REVIEW_STATUS_COLORS, ReviewReasonPicker } from './parts';
import { LinkButton } from '../../components/LinkButton';

/** One piece of evidence: an image shown (and enlarged on click), a document opened in a tab. */
function EvidenceView({ evidence }: { evidence: ReviewEvidence }) {
  const { t } = useTranslation('console');
  const image = useEvidenceUrl(evidence.type === 'image' ? evidence.url : undefined);
  if (evidence.type !== 'image') {
    return (
      <Button
        icon={<FileOutlined />}
        onClick={async () => {
          if (evidence.type === 'link') return void window.open(evidence.url, '_blank', 'noopener');
          try {
            window.open(URL.createObjectURL(await getEvidence(evidence.url)), '_blank', 'noopener');
          } catch {
            toast.error(t('reviewItem.evidenceFailed'));
          }
        }}
      >
        {evidence.label}
      </Button>
    );
  }
  return (
    <figure style={{ margin: 0 }}>
      {image.isLoading ? (
        <Skeleton.Image active style={{ width: 200, height: 140 }} />
      ) : image.data ? (
        <Image src={image.data} alt={evidence.label} width={200} style={{ objectFit: 'contain', maxHeight: 200 }} data-testid="evidence-image" />
      ) : (
        <Alert type="warning" showIcon message={t('reviewItem.evidenceFailed')} />
      )}
      <figcaption style={{ marginTop: 4 }}>
        <Typography.Text type="secondary">{evidence.label}</Typography.Text>
      </figcaption>
    </figure>
  );
}

/** Who holds or decided the item, and what the viewer may do about it. */
function StateAlert({ item, mine, onClaim, onRelease, busy }: { item: ReviewItem; mine: boolean; onClaim: () => void; onRelease: () => void; busy: boolean }) {
  const { t } = useTranslation('console');
  if (item.status === 'withdrawn') return <Alert type="info" showIcon message={t('reviewItem.withdrawn')} />;
  if (item.status !== 'pending') {
    const what = t(`reviewItem.${item.status}`);
    return (
      <Alert
        type={item.status === 'approved' ? 'success' : 'error'}
        showIcon
        data-testid="review-state"
        message={t('reviewItem.decided', { name: item.decidedBy?.name ?? '', time: formatDateTime(item.decidedAt), what })}
        description={item.reason ? t('reviewItem.decidedReason', { reason: item.reason }) : undefined}
      />
    );
  }
  if (item.claimedBy && !mine) {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="review-state"
        message={t('reviewItem.heldByOther', { name: item.claimedBy.name, time: formatDateTime(item.claimExpiresAt) })}
      />
    );
  }
  if (mine) {
    return (
      <Alert
        type="info"
        showIcon
        data-testid="review-state"
        message={t('reviewItem.heldByMe', { time: formatDateTime(item.claimExpiresAt) })}
        action={
          <Button size="small" icon={<RollbackOutlined />} onClick={onRelease} loading={busy}>
            {t('reviewCenter.release')}
          </Button>
        }
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      data-testid="review-state"
      message={t('reviewItem.unclaimedHint')}
      action={
        <Button size="small" type="primary" icon={<LockOutlined />} onClick={onClaim} loading={busy}>
          {t('reviewCenter.claim')}
        </Button>
      }
    />
  );
}

interface DecisionValues {
  reason?: string;
  amount?: string;
  reference?: string;
}

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** Approve (with the kind's approval fields) or reject with a reason: templates plus free text. */
function DecisionPanel({ detail }: { detail: ReviewDetail }) {
  const { t } = useTranslation('console');
  const [mode, setMode] = useState<'approve' | 'reject'>('approve');
  const [form] = Form.useForm<DecisionValues>();
  const decide = useDecideReview();
  const field = (name: ApprovalField['name']) => detail.approvalFields.find((f) => f.name === name);

  const submit = async (values: DecisionValues) => {
    try {
      if (mode === 'approve') {
        await decide.mutateAsync({
          id: detail.item.id,
          approve: true,
          body: {
            ...(values.reason?.trim() ? { reason: values.reason.trim() } : {}),
            ...(field('amount') ? { amount: values.amount?.trim() } : {}),
            ...(field('reference') ? { reference: values.reference?.trim() } : {}),
          },
        });
        toast.success(t('reviewItem.approved'));
      } else {
        await decide.mutateAsync({ id: detail.item.id, approve: false, body: { reason: values.reason?.trim() ?? '' } });
        toast.success(t('reviewItem.rejected'));
      }
      form.resetFields();
    } catch (error) {
      // The message itself was shown by the HTTP client; a field's verdict lands on the field.
      applyFieldErrors(form, error);
    }
  };

  const amount = field('amount');
  const reference = field('reference');
  return (
    <Card title={t('reviewItem.decision')} data-testid="decision-panel">
      <Tabs
        activeKey={mode}
        onChange={(key) => {
          setMode(key as 'approve' | 'reject');
          form.resetFields();
        }}
        items={[
          { key: 'approve', label: t('reviewItem.approveTab') },
          { key: 'reject', label: t('reviewItem.rejectTab') },
        ]}
      />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark>
        {mode === 'approve' && amount && (
          <Form.Item
            name="amount"
            label={t('reviewItem.amount')}
            rules={[
              { required: amount.required, whitespace: true, message: t('reviewItem.amountRequired') },
              {
                validator: (_, value?: string) =>
                  !value || (AMOUNT.test(value.trim()) && Number(value) > 0) ? Promise.resolve() : Promise.reject(new Error(t('reviewItem.amountInvalid'))),
              },
            ]}
          >
            <Input inputMode="decimal" prefix="¥" placeholder={t('reviewItem.amountPlaceholder')} maxLength={12} />
          </Form.Item>
        )}
        {mode === 'approve' && reference && (
          <Form.Item name="reference" label={t('reviewItem.reference')} rules={[{ required: reference.required, whitespace: true, message: t('reviewItem.referenceRequired') }]}>
            <Input placeholder={t('reviewItem.referencePlaceholder')} maxLength={64} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('reviewItem.reason')}
          rules={mode === 'reject' ? [{ required: true, whitespace: true, message: t('reviewItem.reasonRequired') }] : []}
        >
          <ReviewReasonPicker
            templates={mode === 'approve' ? detail.approveTemplates : detail.rejectTemplates}
            placeholder={mode === 'approve' ? t('reviewItem.approveReasonPlaceholder') : t('reviewItem.rejectReasonPlaceholder')}
          />
        </Form.Item>
        {mode === 'approve' ? (
          <Button type="primary" htmlType="submit" icon={<CheckOutlined />} loading={decide.isPending} block>
            {t('reviewItem.approve')}
          </Button>
        ) : (
          <Button danger type="primary" htmlType="submit" icon={<CloseOutlined />} loading={decide.isPending} block>
            {t('reviewItem.reject')}
          </Button>
        )}
      </Form>
    </Card>
  );
}

/** The data's columns by screen width; a long value (a machine, the sale time) takes a whole row. */
const COLUMNS = { xs: 1, sm: 1, md: 2, lg: 1, xl: 2, xxl: 2 };

/** What was applied for: the applicant, the kind, the wait and the kind's fields (unmasked ones noted as audited). */
function ApplicationData({ data }: { data: ReviewDetail }) {
  const { t } = useTranslation('console');
  const { item } = data;
  return (
    <Card title={t('reviewItem.data')}>
      {data.fields.some((f) => f.personal) && (
        <Typography.Paragraph type="secondary" data-testid="review-personal-hint">
          {t('reviewItem.personalHint')}
        </Typography.Paragraph>
      )}
      <Descriptions
        bordered
        size="small"
        column={COLUMNS}
        styles={{ label: { whiteSpace: 'nowrap', width: 112 } }}
        data-testid="review-fields"
      >
        <Descriptions.Item label={t('reviewItem.applicant')}>
          {item.applicant.name} <Typography.Text type="secondary">@{item.applicant.userName}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('reviewItem.kind')}>{item.kindLabel}</Descriptions.Item>
        <Descriptions.Item label={t('reviewItem.submittedAt')}>{formatDateTimeSeconds(item.submittedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('reviewItem.waited')}>{formatWait(t, item.waitedSeconds)}</Descriptions.Item>
        {data.fields.map((f) => (
          <Descriptions.Item key={f.label} label={f.label} span={f.value.includes('\n') || f.value.length > 40 ? COLUMNS : undefined}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{f.value}</span>
          </Descriptions.Item>
        ))}
        {item.reference && <Descriptions.Item label={t('reviewItem.reference')}>{item.reference}</Descriptions.Item>}
      </Descriptions>
    </Card>
  );
}

/** 审核详情: what was applied for, the evidence, history and earlier rounds; claim, release, decide. */
export default function ReviewShow() {
  const { t } = useTranslation('console');
  const { id } = useParams();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const detail = useReviewDetail(id);
  const claim = useClaimReview();
  const release = useReleaseReview();
  const data = detail.data;
  useTabDetail(data ? `${data.item.kindLabel} · ${data.item.title}` : undefined);

  if (detail.isError) return <StatusPage status={404} />;
  if (!data) {
    return (
      <PageContainer title={t('reviewItem.title')}>
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </PageContainer>
    );
  }

  const { item } = data;
  const mine = Boolean(item.claimedBy && user && String(item.claimedBy.id) === user.userBaseId);
  const decidable = item.status === 'pending' && (!item.claimedBy || mine);
  const busy = claim.isPending || release.isPending;

  return (
    <PageContainer
      title={
        <Space wrap size={8}>
          <span>
            {item.kindLabel} · {item.title}
          </span>
          <Tag color={REVIEW_STATUS_COLORS[item.status]}>{t(`reviewCenter.statuses.${item.status}`)}</Tag>
          {item.round > 1 && <Tag color="purple">{t('reviewCenter.round', { round: item.round })}</Tag>}
        </Space>
      }
      extra={
        <>
          <LinkButton to={paths.review.getHref()} icon={<ArrowLeftOutlined />}>{t('reviewItem.back')}</LinkButton>
          <Button icon={<ReloadOutlined />} aria-label={t('reviewCenter.refresh')} onClick={() => void invalidateViews(queryClient, 'reviews')} />
        </>
      }
    >
      <div style={{ marginBottom: 16 }}>
        <StateAlert
          item={item}
          mine={mine}
          busy={busy}
          onClaim={() => claim.mutate(item.id, { onSuccess: () => toast.success(t('reviewCenter.claimed')) })}
          onRelease={() => release.mutate(item.id, { onSuccess: () => toast.success(t('reviewCenter.released')) })}
        />
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <ApplicationData data={data} />
            {data.evidence.length > 0 && (
              <Card title={t('reviewItem.evidence')} extra={data.evidence.some((e) => e.type === 'image') && <Typography.Text type="secondary">{t('reviewItem.evidenceHint')}</Typography.Text>}>
                <Space wrap size={16}>
                  {data.evidence.map((e) => (
                    <EvidenceView key={e.url} evidence={e} />
                  ))}
                </Space>
              </Card>
            )}
            <Card title={t('reviewItem.earlier')}>
              {data.earlier.length === 0 ? (
                <Typography.Text type="secondary">{t('reviewItem.earlierEmpty')}</Typography.Text>
              ) : (
                <List
                  data-testid="earlier-rounds"
                  dataSource={data.earlier}
                  renderItem={(round) => (
                    <List.Item extra={<Link to={paths.reviewShow.getHref(round.id)}>{t('reviewCenter.view')}</Link>}>
                      <List.Item.Meta
                        title={
                          <Space wrap>
                            <span>{t('reviewCenter.round', { round: round.round })}</span>
                            <Tag color={REVIEW_STATUS_COLORS[round.status]}>{t(`reviewCenter.statuses.${round.status}`)}</Tag>
                            <Typography.Text type="secondary">{round.title}</Typography.Text>
                          </Space>
                        }
                        description={
                          <>
                            {round.decidedAt && `${round.decidedBy?.name ?? ''} · ${formatDateTime(round.decidedAt)}`}
                            {round.reason && <div>{t('reviewItem.decidedReason', { reason: round.reason })}</div>}
                          </>
                        }
                      />
                    </List.Item>
                  )}
                />
              )}
            </Card>
          </Space>
        </Col>
        <Col xs={24} lg={9}>
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            {decidable && <DecisionPanel key={item.id} detail={data} />}
            <Card title={t('reviewItem.history')}>
              <Timeline
                data-testid="review-history"
                items={data.history.map((event) => ({
                  key: event.id,
                  color: event.action === 'approved' ? 'green' : event.action === 'rejected' ? 'red' : event.action === 'submitted' ? 'blue' : 'gray',
                  children: (
                    <>
                      <div>
                        <Typography.Text strong>{t(`reviewItem.actions.${event.action}`)}</Typography.Text>
                        {event.actor && <Typography.Text type="secondary"> · {event.actor.name}</Typography.Text>}
                      </div>
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {formatDateTimeSeconds(event.at)}
                      </Typography.Text>
                      {event.note && <div style={{ whiteSpace: 'pre-wrap' }}>{event.note}</div>}
                    </>
                  ),
                }))}
              />
            </Card>
          </Space>
        </Col>
      </Row>
    </PageContainer>
  );
}
