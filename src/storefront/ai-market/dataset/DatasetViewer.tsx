import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/error';
import type { ColumnStats, DatasetDetail, DatasetRows, ViewerColumn } from '../../../shared/contracts/dataset';
import { VIEWER_FILTER_MAX, VIEWER_PAGE_MAX, VIEWER_SEARCH_MAX } from '../../../shared/core/dataset';
import { datasetRowsQueryOptions, datasetStatsQueryOptions } from '../../../shared/features/dataset/api/get-datasets';
import { useTranslation } from '../../../shared/i18n';
import market from '../../ui/market.module.css';
import ui from '../../ui/ui.module.css';
import { ColumnChart } from './ColumnChart';
import styles from './dataset.module.css';

const ROW_HEIGHT = 36;
/** Rows drawn beyond the visible ones, above and below. */
const OVERSCAN = 6;
const VIEW_HEIGHT = 520;
const WIDTHS: Record<ViewerColumn['kind'], number> = { number: 144, label: 168, text: 320, bool: 144, other: 168 };

/** The viewer's state in the URL (`split`, `q`, `where`, `offset`), so a filtered view can be shared. */
function useViewerState(splits: string[]) {
  const [params, setParams] = useSearchParams();
  const split = splits.includes(params.get('split') ?? '') ? params.get('split')! : splits[0]!;
  const offset = Math.max(0, Math.floor(Number(params.get('offset')) || 0));
  const set = (change: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries({ offset: null, ...change })) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    }, { replace: true });
  return { split, q: params.get('q') ?? '', where: params.get('where') ?? '', offset, set };
}

/**
 * The dataset viewer (as Hugging Face's): pick a split, page through it 100 rows at a time in a
 * virtualised table, search its text columns and filter it with an expression. Each column's
 * header shows its statistics, computed once on the server.
 */
export function DatasetViewer({ dataset }: { dataset: DatasetDetail }) {
  const { t } = useTranslation('storefront');
  const state = useViewerState(dataset.splits);
  const request = { split: state.split, offset: state.offset, limit: VIEWER_PAGE_MAX, ...(state.q ? { q: state.q } : {}), ...(state.where ? { where: state.where } : {}) };
  const rows = useQuery(datasetRowsQueryOptions(dataset.datasetId, request));
  const stats = useQuery(datasetStatsQueryOptions(dataset.datasetId, state.split)).data;
  const lastGood = useRef<DatasetRows | undefined>(undefined);
  if (rows.data) lastGood.current = rows.data;
  const shown = rows.data ?? (rows.isError ? lastGood.current : undefined);
  const filterError = rows.error instanceof ApiError && rows.error.code === 50005 ? rows.error.message : null;
  const loadFailed = rows.isError && !filterError;

  return (
    <div className={styles.viewer} data-testid="dataset-viewer">
      <div className={styles.controls}>
        <label className={market.inlineField}>
          <span>{t('viewer.split')}</span>
          <select className={market.select} value={state.split} onChange={(e) => state.set({ split: e.target.value, q: null, where: null })}>
            {dataset.files.map((f) => (
              <option key={f.split} value={f.split}>
                {`${f.split}（${f.rows.toLocaleString('en-US')}）`}
              </option>
            ))}
          </select>
        </label>
        <TextForm key={`q-${state.q}`} label={t('viewer.search')} placeholder={t('viewer.searchPlaceholder')} button={t('viewer.searchButton')} max={VIEWER_SEARCH_MAX} value={state.q} onSubmit={(q) => state.set({ q })} />
      </div>
      <TextForm
        key={`w-${state.where}`}
        label={t('viewer.filter')}
        placeholder={t('viewer.filterPlaceholder')}
        button={t('viewer.filterButton')}
        clear={state.where ? t('viewer.clear') : null}
        max={VIEWER_FILTER_MAX}
        value={state.where}
        invalid={filterError !== null}
        onSubmit={(where) => state.set({ where })}
        wide
      />
      {filterError ? (
        <p className={styles.filterError} role="alert" data-testid="filter-error">
          {filterError}
        </p>
      ) : (
        <p className={styles.help}>{t('viewer.filterHelp')}</p>
      )}
      {loadFailed ? (
        <p className={styles.help} role="alert">
          {t('viewer.loadFailed')}
        </p>
      ) : !shown ? (
        <p className={styles.help}>{t('viewer.loading')}</p>
      ) : (
        <>
          <RowsTable data={shown} stats={stats?.split === state.split ? stats.columns : undefined} stale={rows.isPlaceholderData || rows.isError} />
          <Pager data={shown} onOffset={(offset) => state.set({ offset: offset ? String(offset) : null })} filtered={Boolean(state.q || state.where)} />
        </>
      )}
    </div>
  );
}

function TextForm(props: { label: string; placeholder: string; button: string; max: number; value: string; onSubmit: (value: string | null) => void; clear?: string | null; invalid?: boolean; wide?: boolean }) {
  const [text, setText] = useState(props.value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(text.trim() || null);
  };
  return (
    <form className={`${styles.textForm} ${props.wide ? styles.wide : ''}`} role="search" aria-label={props.label} onSubmit={submit}>
      <input
        type="search"
        aria-label={props.label}
        aria-invalid={props.invalid || undefined}
        className={`${market.input} ${styles.textInput}`}
        value={text}
        maxLength={props.max}
        placeholder={props.placeholder}
        spellCheck={false}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className={ui.btn}>
        {props.button}
      </button>
      {props.clear && (
        <button type="button" className={ui.btnGhost} onClick={() => props.onSubmit(null)}>
          {props.clear}
        </button>
      )}
    </form>
  );
}

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The page's rows in a table that draws only the rows in view (a page holds up to 100). */
function RowsTable({ data, stats, stale }: { data: DatasetRows; stats?: ColumnStats[]; stale: boolean }) {
  const { t } = useTranslation('storefront');
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [headerHeight, setHeaderHeight] = useState(120);
  const header = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (header.current) setHeaderHeight(header.current.offsetHeight);
  }, [stats, data.columns]);
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
    setScrollTop(0);
  }, [data.offset, data.split]);
  const byName = new Map(stats?.map((s) => [s.name, s]));
  const kindOf = (c: ViewerColumn) => byName.get(c.name)?.kind ?? c.kind;
  const template = `64px ${data.columns.map((c) => `${WIDTHS[kindOf(c)]}px`).join(' ')}`;
  const width = 64 + data.columns.reduce((sum, c) => sum + WIDTHS[kindOf(c)], 0);
  const bodyTop = Math.max(0, scrollTop - headerHeight);
  const first = Math.max(0, Math.floor(bodyTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(data.rows.length, Math.ceil((bodyTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  if (data.rows.length === 0) return <p className={styles.empty}>{t('viewer.none')}</p>;
  return (
    <div
      ref={scroller}
      className={`${styles.scroller} ${stale ? styles.stale : ''}`}
      style={{ maxHeight: VIEW_HEIGHT }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      tabIndex={0}
      role="region"
      aria-label={t('viewer.table', { split: data.split })}
    >
      <div role="table" aria-rowcount={data.rows.length + 1} style={{ width }}>
        <div role="rowgroup" ref={header} className={styles.head}>
          <div role="row" className={styles.row} style={{ gridTemplateColumns: template }}>
            <div role="columnheader" className={styles.th}>
              #
            </div>
            {data.columns.map((c) => {
              const column = byName.get(c.name);
              return (
                <div role="columnheader" key={c.name} className={styles.th} data-column={c.name}>
                  <span className={styles.colName}>{c.name}</span>
                  <span className={styles.colType}>
                    {t(`viewer.kinds.${kindOf(c)}`)} · {c.type.toLowerCase()}
                  </span>
                  {column && <ColumnChart stats={column} />}
                </div>
              );
            })}
          </div>
        </div>
        <div role="rowgroup" style={{ height: data.rows.length * ROW_HEIGHT, position: 'relative' }}>
          {data.rows.slice(first, last).map(({ rowIdx, row }, i) => (
            <div role="row" key={rowIdx} aria-rowindex={first + i + 2} className={`${styles.row} ${styles.bodyRow}`} style={{ gridTemplateColumns: template, top: (first + i) * ROW_HEIGHT, height: ROW_HEIGHT }} data-testid="viewer-row">
              <div role="cell" className={`${styles.td} ${styles.idx}`}>
                {rowIdx}
              </div>
              {data.columns.map((c) => {
                const text = cellText(row[c.name]);
                return (
                  <div role="cell" key={c.name} className={`${styles.td} ${c.kind === 'number' ? styles.num : ''} ${row[c.name] === null ? styles.null : ''}`} title={text.length > 30 ? text.slice(0, 500) : undefined}>
                    {row[c.name] === null ? 'null' : text}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function Pager({ data, onOffset, filtered }: { data: DatasetRows; onOffset: (offset: number) => void; filtered: boolean }) {
  const { t } = useTranslation('storefront');
  if (data.total === 0) return null;
  const from = Math.min(data.total, data.offset + 1);
  const to = Math.min(data.total, data.offset + data.rows.length);
  return (
    <nav className={styles.pager} aria-label={t('viewer.pagination')}>
      <span data-testid="viewer-range">{t(filtered ? 'viewer.rangeFiltered' : 'viewer.range', { from: from.toLocaleString('en-US'), to: to.toLocaleString('en-US'), total: data.total.toLocaleString('en-US') })}</span>
      <button type="button" className={ui.btnGhost} disabled={data.offset === 0} onClick={() => onOffset(Math.max(0, data.offset - data.limit))}>
        {t('viewer.prev')}
      </button>
      <button type="button" className={ui.btnGhost} disabled={data.offset + data.limit >= data.total} onClick={() => onOffset(data.offset + data.limit)}>
        {t('viewer.next')}
      </button>
    </nav>
  );
}
