/** The paging contract of DESIGN §2, shared by the gateway and both faces. */
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 10;

export type SortOrder = 'asc' | 'desc';

export interface PageQuery {
  current?: number;
  size?: number;
  orderField?: string;
  orderSort?: SortOrder;
}

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

export function toPage<T>(records: T[], total: number, current: number, size: number): Page<T> {
  return { records, total, current, size, pages: size > 0 ? Math.ceil(total / size) : 0 };
}
