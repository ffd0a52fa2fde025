import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import type { MallGoods, Term } from '../../shared/contracts/mall';
import { TERM_MONTHS } from '../../shared/core/mall';
import { addMonths, contractText, goodsSpecText, termText } from '../../shared/core/mall-contract';
import { formatYuan } from '../../shared/core/money';
import { DAY } from '../../shared/core/time';
import market from '../ui/market.module.css';
import styles from './mall.module.css';

export interface OrderChoice {
  term: Term;
  termCount: number;
  quantity: number;
}

interface Props {
  goods: MallGoods;
  choice: OrderChoice;
  unitFen: number;
  totalFen: number;
  /** The name the buyer signs with: the certified company or person. */
  buyerName: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * 确认订购: before any money moves, what is bought, for how long, the total that will be paid and
 * the contract that will be signed (the very text the gateway signs), with an agreement box the
 * buyer must tick. A modal <dialog>: Esc and 取消 close it, nothing is charged until 确认支付.
 */
export function OrderConfirm({ goods, choice, unitFen, totalFen, buyerName, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation('storefront');
  const ref = useRef<HTMLDialogElement>(null);
  const [agreed, setAgreed] = useState(false);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const deliverBy = new Date(Date.now() + goods.deliveryLeadDays * DAY);
  const term = termText(choice.term, choice.termCount);
  const text = contractText({
    id: t('mallDetail.confirm.contractId'),
    buyer: buyerName,
    supplier: goods.supplier.name,
    subject: goods.title,
    spec: goodsSpecText(goods, goods.regionName),
    termText: term,
    quantity: choice.quantity,
    amountFen: totalFen,
    startsAt: deliverBy,
    endsAt: addMonths(deliverBy, TERM_MONTHS[choice.term] * choice.termCount),
    deliverBy,
  });

  return (
    <dialog ref={ref} className={styles.confirmDialog} aria-labelledby={titleId} onCancel={onClose} data-testid="order-confirm">
      <h2 id={titleId} className={styles.panelTitle}>
        {t('mallDetail.confirm.title')}
      </h2>
      <dl className={styles.confirmFacts}>
        <dt>{t('mallDetail.confirm.goods')}</dt>
        <dd>{goods.title}</dd>
        <dt>{t('mallDetail.confirm.term')}</dt>
        <dd data-testid="confirm-term">{term}</dd>
        <dt>{t('mallDetail.confirm.quantity')}</dt>
        <dd>{t('mallDetail.confirm.quantityValue', { count: choice.quantity, price: formatYuan(unitFen) })}</dd>
        <dt>{t('mallDetail.confirm.total')}</dt>
        <dd className={styles.totalAmount} data-testid="confirm-total">
          {formatYuan(totalFen)}
        </dd>
      </dl>
      <p className={styles.muted}>{t('mallDetail.confirm.payFrom', { days: goods.deliveryLeadDays })}</p>
      <h3 className={styles.confirmContractTitle}>{t('mallDetail.confirm.contract')}</h3>
      <pre className={styles.confirmContract} tabIndex={0} data-testid="confirm-contract">
        {text}
      </pre>
      <label className={styles.confirmAgree}>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>{t('mallDetail.confirm.agree', { total: formatYuan(totalFen) })}</span>
      </label>
      <div className={styles.confirmActions}>
        <button type="button" className={market.linkBtn} onClick={onClose} disabled={pending}>
          {t('mallDetail.confirm.cancel')}
        </button>
        <button type="button" className={market.buyBtn} disabled={!agreed || pending} onClick={onConfirm}>
          {pending ? t('mallDetail.ordering') : t('mallDetail.confirm.pay', { total: formatYuan(totalFen) })}
        </button>
      </div>
    </dialog>
  );
}
