import { useTranslation } from '../../shared/i18n';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import type { MallGoods } from '../../shared/contracts/mall';
import { formatYuan } from '../../shared/core/money';
import { PinIcon, ServerIcon } from '../../shared/ui/page-icons';
import { AvailabilityBadge, MarketCard, MarketTable } from '../ui/MarketCard';
import market from '../ui/market.module.css';
import styles from './mall.module.css';

export function StockBadge({ goods }: { goods: MallGoods }) {
  const { t } = useTranslation('storefront');
  return <AvailabilityBadge available={goods.stock > 0}>{goods.stock > 0 ? t('mall.stock', { count: goods.stock }) : t('mall.soldOut')}</AvailabilityBadge>;
}

export function GoodsCard({ goods }: { goods: MallGoods }) {
  const { t } = useTranslation('storefront');
  const to = paths.mallDetail.getHref(goods.goodsBaseId);
  return (
    <MarketCard
      id={`goods-${goods.id}`}
      icon={<ServerIcon size={22} />}
      title={
        <Link className={styles.cardTitleLink} to={to}>
          {goods.title}
        </Link>
      }
      subtitle={
        <>
          <PinIcon size={13} aria-hidden="true" /> {goods.regionName}
          <span className={market.dot}>{t('mall.leadDays', { count: goods.deliveryLeadDays })}</span>
        </>
      }
      badge={<StockBadge goods={goods} />}
      specs={[
        { label: t('mall.gpu'), value: t('mall.gpus', { count: goods.gpuCount, model: goods.gpuModel }) },
        { label: t('mall.vramLabel'), value: `${goods.gpuVram}GB` },
        { label: t('mall.cpu'), value: t('mall.cpuCores', { count: goods.cpuCores }) },
        { label: t('mall.ram'), value: `${goods.ramGb}GB` },
        { label: t('mall.disk'), value: goods.diskGb >= 1024 ? `${(goods.diskGb / 1024).toFixed(goods.diskGb % 1024 ? 1 : 0)}TB` : `${goods.diskGb}GB` },
        { label: t('mall.network'), value: goods.infiniband ? 'InfiniBand' : t('mall.noIb'), title: goods.infiniband || goods.nics },
      ]}
      prices={
        <>
          <span className={market.priceNow}>
            {formatYuan(goods.priceMonth)}
            <small>{t('mall.perMonth')}</small>
          </span>
          <span className={market.lowest}>{t('mall.perCardHour', { price: goods.gpuHourPrice })}</span>
        </>
      }
      action={
        <Link className={market.primaryLink} to={to} aria-label={`${t('mall.view2')}：${goods.title}`}>
          {t('mall.view2')}
        </Link>
      }
    >
      <p className={styles.supplierLine}>
        <span>
          {t('mall.supplier')}：{goods.supplier.name}
        </span>
        {goods.supplier.onTimeRate !== null && <span>{t('mallDetail.onTime', { rate: goods.supplier.onTimeRate })}</span>}
      </p>
    </MarketCard>
  );
}

export function GoodsTable({ records }: { records: MallGoods[] }) {
  const { t } = useTranslation('storefront');
  return (
    <MarketTable
      columns={[
        t('mall.gpu'),
        `${t('mall.cpu')} / ${t('mall.ram')}`,
        t('mall.disk'),
        t('mall.network'),
        t('mall.region2'),
        t('mall.leadLabel'),
        t('mallDetail.stock'),
        t('mallDetail.terms.month'),
      ]}
      actionsLabel={t('mall.detail')}
    >
      {records.map((goods) => (
        <tr key={goods.id}>
          <th scope="row" className={market.tableGpu}>
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
          <td className={market.tablePrice}>
            {formatYuan(goods.priceMonth)}
            <div className={market.tableLowest}>{t('mall.perCardHour', { price: goods.gpuHourPrice })}</div>
          </td>
          <td>
            <Link className={`${market.primaryLink} ${market.buyBtnSmall}`} to={paths.mallDetail.getHref(goods.goodsBaseId)} aria-label={`${t('mall.view2')}：${goods.title}`}>
              {t('mall.detail')}
            </Link>
          </td>
        </tr>
      ))}
    </MarketTable>
  );
}
