import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import type { Demand } from '../../shared/contracts/mall';
import { formatDate } from '../../shared/core/time';
import market from '../ui/market.module.css';
import { modelsText, priceText, usageText } from './demand-format';
import styles from './mall.module.css';

/** One demand in a list: the board's (masked buyer) or the buyer's own. */
export function DemandCard({ demand, to }: { demand: Demand; to: string }) {
  const { t } = useTranslation('storefront');
  return (
    <article className={styles.demandCard} aria-labelledby={`demand-${demand.demandGoodsBaseId}`}>
      <div>
        <h3 id={`demand-${demand.demandGoodsBaseId}`}>
          <Link to={to}>{demand.title}</Link>
        </h3>
        <ul className={styles.tags}>
          <li>{modelsText(t, demand)}</li>
          <li>{t('demands.gpus', { count: demand.gpuCount })}</li>
          <li>{usageText(t, demand)}</li>
          <li>
            {t('demands.start')} {demand.startDate}
          </li>
          <li>{demand.regionName ?? t('demands.anyRegion')}</li>
          <li>{t('demands.deadline', { date: demand.deliveryDeadline })}</li>
        </ul>
        <p className={styles.supplierLine}>
          <span>
            {t('demands.buyer')}：{demand.buyerName}
          </span>
          <span>
            {t('demands.contact')}：{demand.contactName} {demand.contactPhone}
          </span>
          <span>{t('demands.publishedAt', { date: formatDate(demand.createdAt) })}</span>
          <span>{t('demands.quotes', { count: demand.quoteCount })}</span>
        </p>
      </div>
      <div className={styles.demandSide}>
        <span className={styles.status}>{t(`demands.status.${demand.status}`)}</span>
        <span className={styles.demandPrice}>{t('demands.maxPrice', { price: priceText(demand.maxUnitPrice) })}</span>
        <Link className={market.linkBtn} to={to}>
          {t('demands.view')}
        </Link>
      </div>
    </article>
  );
}

export const boardLink = (demand: Demand) => paths.demandDetail.getHref(demand.demandGoodsBaseId);
