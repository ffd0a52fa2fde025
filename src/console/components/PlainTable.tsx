import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Empty, theme } from 'antd';
import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';
import styles from './plain-table.module.css';

export interface PlainColumn<T> {
  key: string;
  title: ReactNode;
  width?: number;
  render: (row: T) => ReactNode;
}

export interface PlainPager {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/**
 * A semantic table in the antd look, for the workbench's first page. antd's Table brings its
 * pagination, Select, Spin, filter dropdowns and selection boxes (about 80 KB gzip) to a page that
 * needs rows and a pager; other pages use antd's Table. Colours come from the antd theme tokens, so
 * it follows light and dark and the theme colour.
 */
export function PlainTable<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  loading,
  empty,
  pager,
  minWidth,
  label,
}: {
  columns: PlainColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  rowProps?: (row: T) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number>;
  loading?: boolean;
  empty?: ReactNode;
  pager?: PlainPager;
  minWidth?: number;
  label: string;
}) {
  const { t } = useTranslation('console');
  const { token } = theme.useToken();
  const vars = {
    '--pt-border': token.colorBorderSecondary,
    '--pt-head': token.colorFillAlter,
    '--pt-hover': token.colorFillTertiary,
    '--pt-text': token.colorText,
    '--pt-text-2': token.colorTextSecondary,
    '--pt-radius': `${token.borderRadiusLG}px`,
  } as CSSProperties;
  const pages = pager ? Math.max(1, Math.ceil(pager.total / pager.pageSize)) : 1;
  return (
    <div className={styles.wrap} style={vars} aria-busy={loading || undefined}>
      <div className={styles.scroll}>
        <table className={styles.table} style={{ minWidth }} aria-label={label}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" style={column.width ? { width: column.width } : undefined}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={loading ? styles.loading : undefined}>
            {rows.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <td key={column.key}>{column.render(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && !loading && <div className={styles.empty}>{empty ?? <Empty />}</div>}
      {pager && pager.total > 0 && (
        <nav className={styles.pager} aria-label={t('common.pagination')}>
          <span>{t('common.total', { total: pager.total })}</span>
          <Button
            size="small"
            icon={<LeftOutlined />}
            aria-label={t('common.prevPage')}
            disabled={pager.current <= 1}
            onClick={() => pager.onChange(pager.current - 1)}
          />
          <span aria-live="polite">
            {pager.current} / {pages}
          </span>
          <Button
            size="small"
            icon={<RightOutlined />}
            aria-label={t('common.nextPage')}
            disabled={pager.current >= pages}
            onClick={() => pager.onChange(pager.current + 1)}
          />
        </nav>
      )}
    </div>
  );
}
