import { useTranslation } from 'react-i18next';
import type { Goods } from '../../shared/contracts/market';
import { GpuIcon, MoonIcon, PinIcon } from '../../shared/ui/icons';
import { displayPriceText, PriceStrip } from './PriceStrip';
import styles from './gpu-market.module.css';

export const offerName = (goods: Goods) => goods.aliasGpuType || goods.gpuTypeMapping || goods.gpuType;
const rangesOf = (goods: Goods) => goods.specDetailList?.[0]?.containerGoodsSpecTimeRangeVOS;

/** Night price as a share of the day price: "夜间 5 折" when the cheap window is at most half. */
function nightDiscount(goods: Goods): number | null {
  const low = Number(goods.lowestPrice);
  const high = Number(goods.highestPrice);
  if (!Number.isFinite(low) || !Number.isFinite(high) || high <= 0 || low >= high) return null;
  return Math.round((low / high) * 100) / 10;
}

function FreeBadge({ goods }: { goods: Goods }) {
  const { t } = useTranslation('storefront');
  const free = goods.freeGpuNumber ?? 0;
  return free > 0 ? (
    <span className={styles.freeBadge}>{t('market.freeCards', { count: free })}</span>
  ) : (
    <span className={`${styles.freeBadge} ${styles.soldOut}`}>{t('market.soldOut')}</span>
  );
}

export function OfferCard({ goods, onBuy }: { goods: Goods; onBuy: (goods: Goods) => void }) {
  const { t } = useTranslation('storefront');
  const name = offerName(goods);
  const discount = nightDiscount(goods);
  return (
    <article className={styles.offer} aria-labelledby={`offer-${goods.id}`}>
      <header className={styles.offerHead}>
        <span className={styles.gpuBadge} aria-hidden="true">
          <GpuIcon size={22} />
        </span>
        <div className={styles.offerTitle}>
          <h3 id={`offer-${goods.id}`}>{name}</h3>
          <p>
            <PinIcon size={13} aria-hidden="true" /> {goods.areaInfo}
            {goods.cudaVersion ? <span className={styles.dot}>{t('market.cuda', { version: goods.cudaVersion })}</span> : null}
          </p>
        </div>
        <FreeBadge goods={goods} />
      </header>
      <dl className={styles.specs}>
        <div>
          <dt>{t('market.gpuVram')}</dt>
          <dd>{goods.gpuVram}GB</dd>
        </div>
        <div>
          <dt>{t('market.cards')}</dt>
          <dd>{t('market.maxCards', { count: goods.maxGpuNumber })}</dd>
        </div>
        <div>
          <dt>{t('market.cpu')}</dt>
          <dd>{t('market.cpuValue', { count: goods.cpuCore })}</dd>
        </div>
        <div>
          <dt>{t('market.ram')}</dt>
          <dd>{t('market.ramValue', { count: goods.ramSize })}</dd>
        </div>
        <div>
          <dt>{t('market.disk')}</dt>
          <dd>{t('market.diskValue', { count: goods.storageSpace })}</dd>
        </div>
        <div>
          <dt>{t('market.free')}</dt>
          <dd>{t('market.cardsN', { count: goods.freeGpuNumber ?? 0 })}</dd>
        </div>
      </dl>
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
      <footer className={styles.offerFoot}>
        <div className={styles.prices}>
          <span className={styles.priceLabel}>{t('market.priceNow')}</span>
          <span className={styles.priceNow}>
            <small>¥</small>
            {displayPriceText(goods.priceNow)}
            <small>{t('market.perHour')}</small>
          </span>
          <span className={styles.lowest}>
            {t('market.lowest')} ¥{displayPriceText(goods.lowestPrice)}
            {t('market.perHour')}
          </span>
        </div>
        <button type="button" className={styles.buyBtn} onClick={() => onBuy(goods)} aria-label={t('market.buyGpu', { gpu: `${name} ${goods.areaInfo}` })}>
          {t('market.buy')}
        </button>
      </footer>
    </article>
  );
}

export function OfferTable({ records, onBuy }: { records: Goods[]; onBuy: (goods: Goods) => void }) {
  const { t } = useTranslation('storefront');
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('market.gpu')}</th>
            <th scope="col">{t('market.gpuVram')}</th>
            <th scope="col">{t('market.cards')}</th>
            <th scope="col">
              {t('market.cpu')} / {t('market.ram')}
            </th>
            <th scope="col">{t('market.disk')}</th>
            <th scope="col">{t('market.area')}</th>
            <th scope="col">{t('market.free')}</th>
            <th scope="col">{t('market.priceNow')}</th>
            <th scope="col">{t('market.lowestPrice')}</th>
            <th scope="col" className={styles.stripCol}>
              {t('market.strip')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('market.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((goods) => {
            const name = offerName(goods);
            return (
              <tr key={goods.id}>
                <th scope="row" className={styles.tableGpu}>
                  {name}
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
                <td className={styles.tablePrice}>¥{displayPriceText(goods.priceNow)}</td>
                <td className={styles.tableLowest}>¥{displayPriceText(goods.lowestPrice)}</td>
                <td className={styles.stripCol}>
                  <PriceStrip ranges={rangesOf(goods)} compact />
                </td>
                <td>
                  <button
                    type="button"
                    className={`${styles.buyBtn} ${styles.buyBtnSmall}`}
                    onClick={() => onBuy(goods)}
                    aria-label={t('market.buyGpu', { gpu: `${name} ${goods.areaInfo}` })}
                  >
                    {t('market.buy')}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
