import { Card, Space, Table, type CardProps, type TableProps } from 'antd';
import type { ReactNode } from 'react';

type TableCardProps<T> = TableProps<T> & {
  /** The least width (px) before the table scrolls sideways. */
  width?: number;
  /** What the table says when it has no rows. */
  empty?: ReactNode;
  /** Filters above the table, in its card. */
  toolbar?: ReactNode;
  /** The card's own props (title, style). */
  card?: CardProps;
};

/**
 * A list page's table in its card: rows keyed by `id` unless `rowKey` says otherwise; `width` and
 * `empty` win over what the table hook's props carry (Refine's antd useTable sets `scroll`).
 */
export function TableCard<T extends object>({ width, empty, toolbar, card, ...table }: TableCardProps<T>) {
  return (
    <Card {...card}>
      {toolbar && <Space style={{ marginBottom: 16 }}>{toolbar}</Space>}
      <Table<T> rowKey="id" {...table} {...(width === undefined ? {} : { scroll: { x: width } })} {...(empty === undefined ? {} : { locale: { emptyText: empty } })} />
    </Card>
  );
}
