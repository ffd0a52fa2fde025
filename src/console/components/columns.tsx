import { EyeOutlined } from '@ant-design/icons';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../shared/core/time';
import { LinkButton } from './LinkButton';

/** The rest of a column (width, sorter…) beside what a builder fills in. */
type More<T> = Omit<ColumnType<T>, 'title' | 'render'>;

/** An amount the gateway sends as a decimal string, shown in yuan. */
export const moneyColumn = <T,>(title: string, dataIndex: keyof T & string, more?: More<T>): ColumnType<T> => ({ title, dataIndex, render: (value: string) => `¥${value}`, ...more });

/** A time, to the minute in Beijing time. */
export const timeColumn = <T,>(title: string, dataIndex: keyof T & string, more?: More<T>): ColumnType<T> => ({ title, dataIndex, render: (at: string) => formatDateTime(at), ...more });

/** A row's buttons. */
export const actionsColumn = <T,>(title: string, more: More<T>, render: (row: T) => ReactNode): ColumnType<T> => ({ title, key: 'actions', render: (_: unknown, row: T) => render(row), ...more });

/** An untitled column with the row's 查看 button (with an eye unless `icon` is false), named for screen readers by `name`. */
export const viewColumn = <T,>(label: string, to: (row: T) => string, name: (row: T) => string, { icon = true, ...more }: More<T> & { icon?: boolean } = {}): ColumnType<T> => ({
  title: '',
  key: 'view',
  render: (_: unknown, row: T) => (
    <LinkButton to={to(row)} size="small" icon={icon ? <EyeOutlined /> : undefined} aria-label={`${label} ${name(row)}`}>
      {label}
    </LinkButton>
  ),
  ...more,
});
