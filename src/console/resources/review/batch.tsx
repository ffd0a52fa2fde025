import { CheckOutlined, CloseOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Alert, Button, List, Modal, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { BatchBody, BatchResult, ReviewItem, ReviewKindInfo } from '../../../shared/contracts/review';
import { useBatchReview } from '../../../shared/features/review/api/batch-review';
import { useTranslation } from '../../../shared/i18n';
import { toast } from '../../../shared/ui/toast';
import { ReviewReasonPicker } from './parts';

/**
 * What to do with the selected items at once: claim, release, approve or reject (with a reason from
 * the kinds' templates). Each item succeeds or fails on its own; failures are listed by title.
 */
export function BatchActions({ selected, kinds, onDone }: { selected: ReviewItem[]; kinds: ReviewKindInfo[]; onDone: () => void }) {
  const { t } = useTranslation('console');
  const batch = useBatchReview();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const selectedKinds = useMemo(() => new Set(selected.map((item) => item.kind)), [selected]);
  const templates = kinds.filter((k) => selectedKinds.has(k.kind)).flatMap((k) => k.rejectTemplates);

  const runBatch = async (action: BatchBody['action'], batchReason?: string) => {
    const ids = selected.map((item) => item.id);
    const results: BatchResult = await batch.mutateAsync({ ids, action, ...(batchReason ? { reason: batchReason } : {}) });
    const titles = new Map(selected.map((item) => [item.id, `${item.kindLabel} · ${item.title}`]));
    const failed = results.filter((r) => !r.ok).length;
    onDone();
    if (failed === 0) {
      toast.success(t('reviewCenter.batchSummary', { ok: results.length, failed }));
      return;
    }
    Modal.info({
      title: t('reviewCenter.batchResults'),
      width: 560,
      content: (
        <>
            <p>{t('reviewCenter.batchSummary', { ok: results.length - failed, failed })}</p>
            <List
              size="small"
              dataSource={results}
              data-testid="batch-results"
              renderItem={(r) => (
                <List.Item>
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{titles.get(r.id) ?? `#${r.id}`}</Typography.Text>
                    <Typography.Text type={r.ok ? 'success' : 'danger'}>
                      {r.ok ? t('reviewCenter.batchOk') : `${t('reviewCenter.batchFailed')}：${r.message}`}
                    </Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
          </>
        ),
      });
    };

    return (
      <>
      {selected.length > 0 && (
        <Alert
          type="info"
          style={{ marginBottom: 12 }}
          data-testid="batch-bar"
          message={
            <Space wrap>
              <span>{t('reviewCenter.selected', { count: selected.length })}</span>
              <Button size="small" icon={<LockOutlined />} loading={batch.isPending} onClick={() => void runBatch('claim')}>
                {t('reviewCenter.batchClaim')}
              </Button>
              <Button size="small" icon={<UnlockOutlined />} loading={batch.isPending} onClick={() => void runBatch('release')}>
                {t('reviewCenter.batchRelease')}
              </Button>
              <Button
                size="small"
                type="primary"
                icon={<CheckOutlined />}
                loading={batch.isPending}
                onClick={() =>
                  Modal.confirm({
                    title: t('reviewCenter.batchApprove'),
                    content: t('reviewCenter.batchApproveConfirm', { count: selected.length }),
                    onOk: () => runBatch('approve'),
                  })
                }
              >
                {t('reviewCenter.batchApprove')}
              </Button>
              <Button size="small" danger icon={<CloseOutlined />} loading={batch.isPending} onClick={() => setRejecting(true)}>
                {t('reviewCenter.batchReject')}
              </Button>
              <Button size="small" type="link" onClick={onDone}>
                {t('reviewCenter.clearSelection')}
              </Button>
            </Space>
          }
        />
      )}
      <Modal
        open={rejecting}
        title={t('reviewCenter.batchRejectTitle', { count: selected.length })}
        okText={t('reviewItem.reject')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: batch.isPending }}
        onCancel={() => setRejecting(false)}
        onOk={async () => {
          await runBatch('reject', reason.trim());
          setRejecting(false);
          setReason('');
        }}
        destroyOnHidden
      >
        <ReviewReasonPicker templates={[...new Set(templates)]} value={reason} onChange={setReason} placeholder={t('reviewItem.rejectReasonPlaceholder')} />
      </Modal>
    </>
  );
}
