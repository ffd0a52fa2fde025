import { useTranslation } from '../../shared/i18n';
import type { Goods } from '../../shared/contracts/market';
import { GpuIcon, MoonIcon } from '../../shared/ui/icons';
import { PinIcon } from '../../shared/ui/page-icons';
import { AvailabilityBadge, MarketCard, MarketTable } from '../ui/MarketCard';
import market from '../ui/market.module.css';
import { discountTenths } from '../../shared/core/tidal';
import { displayPriceText, PriceStrip } from './PriceStrip';
import styles from './gpu-market.module.css';

export const offerName = (goods: Goods) => goods.aliasGpuType || goods.gpuTypeMapping || goods.gpuType;
/** An offer's price windows (its first spec's). */
export const rangesOf = (goods: Goods) => goods.specDetailList?.[0]?.containerGoodsSpecTimeRangeVOS;

/** Night price as a share of the day price: "夜间 5 折" when the cheap window is at most half. */
function nightDiscount(goods: Goods): number | null {
  const low = Number(goods.lowestPrice);
  const high = Number(goods.highestPrice);
  if (!Number.isFinite(low) || !Number.isFinite(high) || high <= 0 || low >= high) return null;
  return discountTenths(low / high);
}

function FreeBadge({ goods }: { goods: Goods }) {
  const { t } = useTranslation('storefront');
  const free = goods.freeGpuNumber ?? 0;
  return <AvailabilityBadge available={free > 0}>{free > 0 ? t('market.freeCards', { count: free }) : t('market.soldOut')}</AvailabilityBadge>;
}

export function OfferCard({ goods, onBuy }: { goods: Goods; onBuy: (goods: Goods) => void }) {
  const { t } = useTranslation('storefront');
  const name = offerName(goods);
  const discount = nightDiscount(goods);
  return (
    <MarketCard
      id={`offer-${goods.id}`}
      icon={<GpuIcon size={22} />}
      title={name}
      subtitle={
        <>
          <PinIcon size={13} aria-hidden="true" /> {goods.areaInfo}
          {goods.cudaVersion ? <span className={market.dot}>{t('market.cuda', { version: goods.cudaVersion })}</span> : null}
        </>
      }
      badge={<FreeBadge goods={goods} />}
      specs={[
        { label: t('market.gpuVram'), value: `${goods.gpuVram}GB` },
        { label: t('market.cards'), value: t('market.maxCards', { count: goods.maxGpuNumber }) },
        { label: t('market.cpu'), value: t('market.cpuValue', { count: goods.cpuCore }) },
        { label: t('market.ram'), value: t('market.ramValue', { count: goods.ramSize }) },
        { label: t('market.disk'), value: t('market.diskValue', { count: goods.storageSpace }) },
        { label: t('market.free'), value: t('market.cardsN', { count: goods.freeGpuNumber ?? 0 }) },
      ]}
      prices={
        <>
          <span className={market.priceLabel}>{t('market.priceNow')}</span>
          <span className={market.priceNow}>
            <small>¥</small>
            {displayPriceText(goods.priceNow)}
            <small>{t('market.perHour')}</small>
          </span>
          <span className={market.lowest}>
            {t('market.lowest')} ¥{displayPriceText(goods.lowestPrice)}
            {t('market.perHour')}
          </span>
        </>
      }
      action={<BuyButton goods={goods} onBuy={onBuy} />}
    >
      <div className={styles.stripBlock}>
        <div className={styles.stripHead}>
          <span>{t('market.strip')}</span>
          {discount !== null && discount <= 5 && (
            <span className={styles.nightTag}>
              <MoonIcon size={12} aria-hidden="true" /> 夜间 {discount} 折
            </span>
          )}
        </div>
        <PriceStrip ranges={rangesOf(goods)} />
      </div>
    </MarketCard>
  );
}

function BuyButton({ goods, onBuy, small }: { goods: Goods; onBuy: (goods: Goods) => void; small?: boolean }) {
  const { t } = useTranslation('storefront');
  return (
    <button
      type="button"
      className={small ? `${market.buyBtn} ${market.buyBtnSmall}` : market.buyBtn}
      onClick={() => onBuy(goods)}
      aria-label={t('market.buyGpu', { gpu: `${offerName(goods)} ${goods.areaInfo}` })}
    >
      {t('market.buy')}
    </button>
  );
}

export function OfferTable({ records, onBuy }: { records: Goods[]; onBuy: (goods: Goods) => void }) {
  const { t } = useTranslation('storefront');
  return (
    <MarketTable
      columns={[
        t('market.gpu'),
        t('market.gpuVram'),
        t('market.cards'),
        `${t('market.cpu')} / ${t('market.ram')}`,
        t('market.disk'),
        t('market.area'),
        t('market.free'),
        t('market.priceNow'),
        t('market.lowestPrice'),
        { label: t('market.strip'), className: styles.stripCol },
      ]}
      actionsLabel={t('market.actions')}
    >
      {records.map((goods) => (
        <tr key={goods.id}>
          <th scope="row" className={market.tableGpu}>
            {offerName(goods)}
          </th>
          <td>{goods.gpuVram}GB</td>
          <td>{t('market.maxCards', { count: goods.maxGpuNumber })}</td>
          <td>
            {t('market.cpuValue', { count: goods.cpuCore })} · {t('market.ramValue', { count: goods.ramSize })}
          </td>
          <td>{t('market.diskValue', { count: goods.storageSpace })}</td>
          <td>{goods.areaInfo}</td>
          <td>
            <FreeBadge goods={goods} />
          </td>
          <td className={market.tablePrice}>¥{displayPriceText(goods.priceNow)}</td>
          <td className={market.tableLowest}>¥{displayPriceText(goods.lowestPrice)}</td>
          <td className={styles.stripCol}>
            <PriceStrip ranges={rangesOf(goods)} compact />
          </td>
          <td>
            <BuyButton goods={goods} onBuy={onBuy} small />
          </td>
        </tr>
      ))}
    </MarketTable>
  );
}
