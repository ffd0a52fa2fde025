import { Tag } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { PlanView } from '../../../shared/contracts/supplier';

export const PLAN_STATUS_COLORS: Record<PlanView['status'], string> = {
  draft: 'default',
  pending_review: 'processing',
  review_failed: 'error',
  review_pass: 'cyan',
  published: 'success',
  unpublished: 'warning',
};

/** A plan's state, and its revision's when a published plan is being edited. */
export function PlanStatusTag({ plan }: { plan: Pick<PlanView, 'status' | 'revisionStatus'> }) {
  const { t } = useTranslation('console');
  return (
    <span data-testid="plan-status">
      <Tag color={PLAN_STATUS_COLORS[plan.status]}>{t(`supplier.plans.statuses.${plan.status}`)}</Tag>
      {plan.revisionStatus && <Tag color={PLAN_STATUS_COLORS[plan.revisionStatus]}>{t('supplier.plans.revision', { status: t(`supplier.plans.statuses.${plan.revisionStatus}`) })}</Tag>}
    </span>
  );
}
