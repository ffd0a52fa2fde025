import { Tag } from 'antd';
import type { ContractKind, OnlineContractStatus } from '../../../shared/contracts/contract';
import { useTranslation } from '../../../shared/i18n';

const COLORS: Record<OnlineContractStatus, string> = {
  draft: 'default',
  pending_signature: 'processing',
  signed: 'blue',
  effective: 'success',
  expired: 'warning',
  terminated: 'error',
};

/** A contract's state as a coloured tag, in Chinese. */
export function ContractStatusTag({ status }: { status: OnlineContractStatus }) {
  const { t } = useTranslation('console');
  return (
    <Tag color={COLORS[status]} data-testid="contract-status">
      {t(`contracts.statuses.${status}`)}
    </Tag>
  );
}

/** A contract's kind, in Chinese. */
export function KindTag({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation('console');
  return <Tag color={kind === 'rental' ? 'purple' : 'geekblue'}>{t(`contracts.kinds.${kind}`)}</Tag>;
}
