import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../shared/config/paths';
import type { FitEstimate, ModelDetail } from '../../shared/contracts/ai';
import type { PublicImage } from '../../shared/contracts/compute';
import { FIT_BATCH_MAX, FIT_CONTEXT_MAX, formatGb, formatParams, PRECISION_LABELS, type Precision } from '../../shared/core/ai';
import { formatYuan } from '../../shared/core/money';
import { modelFitQueryOptions } from '../../shared/features/ai/api/get-models';
import { useTranslation } from '../../shared/i18n';
import market from '../ui/market.module.css';
import ui from '../ui/ui.module.css';
import styles from './ai-market.module.css';

const CONTEXTS = [2048, 4096, 8192, 16384, 32768, 65536, 131072] as const;

/** The GPU market with a good's buy panel open, its cards and an image chosen (see gpu-market/market-state.ts). */
export function rentHref(goodsId: number, cards: number, imageId: number | null): string {
  const params = new URLSearchParams({ buy: String(goodsId), gpus: String(cards) });
  if (imageId) params.set('image', String(imageId));
  return `${paths.gpuMarket.getHref()}?${params.toString()}`;
}

/** 显存与价格: the VRAM each precision needs at a context and batch, and the goods that hold it. */
export function ModelFitPanel({ model, image }: { model: ModelDetail; image: PublicImage | undefined }) {
  const { t } = useTranslation('storefront');
  const startContext = Math.min(4096, model.contextLength ?? 4096);
  const [request, setRequest] = useState({ contextLength: startContext, batch: 1 });
  const [batchText, setBatchText] = useState('1');
  const [precision, setPrecision] = useState<Precision>('fp16');
  const fit = useQuery(modelFitQueryOptions(model.modelId, request));
  useEffect(() => setBatchText(String(request.batch)), [request.batch]);
  const contexts = CONTEXTS.filter((c) => !model.contextLength || c <= model.contextLength);
  const applyBatch = (event?: FormEvent) => {
    event?.preventDefault();
    const batch = Number(batchText);
    if (Number.isInteger(batch) && batch >= 1 && batch <= FIT_BATCH_MAX) setRequest((r) => ({ ...r, batch }));
    else setBatchText(String(request.batch));
  };
  const estimate = fit.data?.estimates.find((e) => e.precision === precision);

  return (
    <section aria-labelledby="fit-title" data-testid="fit-panel">
      <h2 id="fit-title" className={ui.h3}>
        {t('modelDetail.tabs.fit')}
      </h2>
      <p className={styles.muted}>{t('modelDetail.fit.lead')}</p>
      <form className={styles.fitControls} onSubmit={applyBatch}>
        <label className={market.inlineField}>
          <span>{t('modelDetail.fit.context')}</span>
          <select className={market.select} value={request.contextLength} onChange={(e) => setRequest((r) => ({ ...r, contextLength: Math.min(FIT_CONTEXT_MAX, Number(e.target.value)) }))}>
            {(contexts.length ? contexts : [startContext]).map((c) => (
              <option key={c} value={c}>
                {c.toLocaleString('en-US')}
              </option>
            ))}
          </select>
        </label>
        <label className={market.inlineField}>
          <span>{t('modelDetail.fit.batch')}</span>
          <input className={market.input} inputMode="numeric" value={batchText} onChange={(e) => setBatchText(e.target.value.replace(/\D/g, '').slice(0, 3))} onBlur={() => applyBatch()} />
        </label>
      </form>
      {!fit.data ? (
        <p className={styles.muted}>{t('modelDetail.fit.loading')}</p>
      ) : (
        <>
          <div className={styles.estimates} role="group" aria-label={t('modelDetail.tabs.fit')}>
            {fit.data.estimates.map((e) => (
              <button key={e.precision} type="button" className={styles.estimate} aria-pressed={e.precision === precision} onClick={() => setPrecision(e.precision as Precision)} data-testid={`estimate-${e.precision}`}>
                <span>{PRECISION_LABELS[e.precision as Precision]}</span>
                <span className={styles.estimateTotal}>{t('modelDetail.fit.total', { size: formatGb(e.totalBytes) })}</span>
                <span className={styles.estimateParts}>
                  {t('modelDetail.fit.weights', { size: formatGb(e.weightsBytes) })} · {t('modelDetail.fit.kvCache', { size: formatGb(e.kvCacheBytes) })}
                </span>
              </button>
            ))}
          </div>
          {estimate && <Formula model={model} estimate={estimate} context={fit.data.contextLength} batch={fit.data.batch} />}
          {estimate && <FitGoodsTable estimate={estimate} imageId={image?.id ?? null} />}
        </>
      )}
    </section>
  );
}

function Formula({ model, estimate, context, batch }: { model: ModelDetail; estimate: FitEstimate; context: number; batch: number }) {
  const { t } = useTranslation('storefront');
  const params = formatParams(model.params);
  const text =
    estimate.kvCacheBytes > 0
      ? t('modelDetail.fit.formula', { params, bytes: estimate.bytesPerParam, layers: model.layers, kv: model.kvHeads, dim: model.headDim, context, batch })
      : t('modelDetail.fit.formulaNoKv', { params, bytes: estimate.bytesPerParam });
  return <p className={styles.formula}>{`${text} ≈ ${formatGb(estimate.totalBytes)}`}</p>;
}

function FitGoodsTable({ estimate, imageId }: { estimate: FitEstimate; imageId: number | null }) {
  const { t } = useTranslation('storefront');
  if (estimate.goods.length === 0) return <p className={styles.muted}>{t('modelDetail.fit.noGoods')}</p>;
  return (
    <>
      <h3 className={styles.snippetTitle}>{t('modelDetail.fit.goods')}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="fit-goods">
          <thead>
            <tr>
              <th>{t('modelDetail.fit.gpu')}</th>
              <th>{t('modelDetail.fit.region')}</th>
              <th>{t('modelDetail.fit.free')}</th>
              <th>{t('modelDetail.fit.priceNow')}</th>
              <th>{t('modelDetail.fit.priceCheapest')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {estimate.goods.map((goods) => (
              <tr key={goods.goodsId} data-vram={goods.gpuVram} data-cards={goods.cards}>
                <td>{t('modelDetail.fit.cardsValue', { count: goods.cards, vram: goods.gpuVram }) + ` ${goods.gpuType}`}</td>
                <td>{goods.areaInfo}</td>
                <td>{goods.freeCards}</td>
                <td>{goods.hourlyNow ? formatYuan(goods.hourlyNow, 4) : '—'}</td>
                <td>
                  {goods.hourlyCheapest ? formatYuan(goods.hourlyCheapest, 4) : '—'}
                  {goods.cheapestWindow && <span className={styles.estimateParts}> {t('modelDetail.fit.window', { begin: goods.cheapestWindow.beginTime, end: goods.cheapestWindow.endTime })}</span>}
                </td>
                <td>
                  <Link className={styles.rent} to={rentHref(goods.goodsId, goods.cards, imageId)}>
                    {t('modelDetail.fit.rent')}
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
