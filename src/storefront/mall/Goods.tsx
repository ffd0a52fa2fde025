import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import type { MallGoods } from '../../shared/contracts/mall';
import { formatYuan } from '../../shared/core/money';
import { PinIcon, ServerIcon } from '../../shared/ui/icons';
import styles from './mall.module.css';

export function StockBadge({ goods }: { goods: MallGoods }) {
  const { t } = useTranslation('storefront');
  return goods.stock > 0 ? (
    <span className={styles.freeBadge}>{t('mall.stock', { count: goods.stock })}</span>
  ) : (
    <span className={`${styles.freeBadge} ${styles.soldOut}`}>{t('mall.soldOut')}</span>
  );
}

export function GoodsCard({ goods }: { goods: MallGoods }) {
  const { t } = useTranslation('storefront');
  const to = paths.mallDetail(goods.goodsBaseId);
  return (
    <article className={styles.offer} aria-labelledby={`goods-${goods.id}`}>
      <header className={styles.offerHead}>
        <span className={styles.gpuBadge} aria-hidden="true">
          <ServerIcon size={22} />
        </span>
        <div className={styles.offerTitle}>
          <h3 id={`goods-${goods.id}`}>
            <Link className={styles.cardTitleLink} to={to}>
              {goods.title}
            </Link>
          </h3>
          <p>
            <PinIcon size={13} aria-hidden="true" /> {goods.regionName}
            <span className={styles.dot}>{t('mall.leadDays', { count: goods.deliveryLeadDays })}</span>
          </p>
        </div>
        <StockBadge goods={goods} />
      </header>
      <dl className={styles.specs}>
        <div>
          <dt>{t('mall.gpu')}</dt>
          <dd>{t('mall.gpus', { count: goods.gpuCount, model: goods.gpuModel })}</dd>
        </div>
        <div>
          <dt>{t('mall.vramLabel')}</dt>
          <dd>{goods.gpuVram}GB</dd>
        </div>
        <div>
          <dt>{t('mall.cpu')}</dt>
          <dd>{t('mall.cpuCores', { count: goods.cpuCores })}</dd>
        </div>
        <div>
          <dt>{t('mall.ram')}</dt>
          <dd>{goods.ramGb}GB</dd>
        </div>
        <div>
          <dt>{t('mall.disk')}</dt>
          <dd>{goods.diskGb >= 1024 ? `${(goods.diskGb / 1024).toFixed(goods.diskGb % 1024 ? 1 : 0)}TB` : `${goods.diskGb}GB`}</dd>
        </div>
        <div>
          <dt>{t('mall.network')}</dt>
          <dd title={goods.infiniband || goods.nics}>{goods.infiniband ? 'InfiniBand' : t('mall.noIb')}</dd>
        </div>
      </dl>
      <p className={styles.supplierLine}>
        <span>
          {t('mall.supplier')}：{goods.supplier.name}
        </span>
        {goods.supplier.onTimeRate !== null && <span>{t('mallDetail.onTime', { rate: goods.supplier.onTimeRate })}</span>}
      </p>
      <footer className={styles.offerFoot}>
        <div className={styles.prices}>
          <span className={styles.priceNow}>
            {formatYuan(goods.priceMonth)}
            <small>{t('mall.perMonth')}</small>
          </span>
          <span className={styles.lowest}>{t('mall.perCardHour', { price: goods.gpuHourPrice })}</span>
        </div>
        <Link className={`${styles.buyBtn} ${styles.primaryLink}`} to={to} aria-label={`${t('mall.view2')}：${goods.title}`}>
          {t('mall.view2')}
        </Link>
      </footer>
    </article>
  );
}

export function GoodsTable({ records }: { records: MallGoods[] }) {
  const { t } = useTranslation('storefront');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('mall.gpu')}</th>
            <th scope="col">
              {t('mall.cpu')} / {t('mall.ram')}
            </th>
            <th scope="col">{t('mall.disk')}</th>
            <th scope="col">{t('mall.network')}</th>
            <th scope="col">{t('mall.region2')}</th>
            <th scope="col">{t('mall.leadLabel')}</th>
            <th scope="col">{t('mallDetail.stock')}</th>
            <th scope="col">{t('mallDetail.terms.month')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('mall.detail')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((goods) => (
            <tr key={goods.id}>
              <th scope="row" className={styles.tableGpu}>
                {t('mall.gpus', { count: goods.gpuCount, model: goods.gpuModel })}
                <div className={styles.muted}>{goods.title}</div>
              </th>
              <td>
                {t('mall.cpuCores', { count: goods.cpuCores })} · {goods.ramGb}GB
              </td>
              <td>{goods.diskGb}GB</td>
              <td>{goods.infiniband || goods.nics || '—'}</td>
              <td>{goods.regionName}</td>
              <td>{t('mall.leadDays', { count: goods.deliveryLeadDays })}</td>
              <td>
                <StockBadge goods={goods} />
              </td>
              <td className={styles.tablePrice}>
                {formatYuan(goods.priceMonth)}
                <div className={styles.tableLowest}>{t('mall.perCardHour', { price: goods.gpuHourPrice })}</div>
              </td>
              <td>
                <Link className={`${styles.buyBtn} ${styles.buyBtnSmall} ${styles.primaryLink}`} to={paths.mallDetail(goods.goodsBaseId)} aria-label={`${t('mall.view2')}：${goods.title}`}>
                  {t('mall.detail')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
