import { useTable, type BaseRecord, type HttpError, type useTableProps } from '@refinedev/core';
import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useTranslation } from '../../shared/i18n';

/**
 * Refine core's useTable wired to an antd <Table>: paging and sorting round-trip through Refine
 * (and so through the URL with syncWithLocation). This is what @refinedev/antd's useTable does,
 * without the package's weight in the first page.
 */
export function useAntdTable<T extends BaseRecord>(props: useTableProps<T, HttpError, T> & { resource: string }) {
  const { t } = useTranslation('console');
  const table = useTable<T, HttpError, T>(props);
  const { currentPage, pageSize, setCurrentPage, setPageSize, setSorters, sorters, tableQuery, result } = table;
  const order = (field: string) => {
    const sorter = sorters.find((s) => s.field === field);
    return sorter ? (sorter.order === 'asc' ? 'ascend' : 'descend') : null;
  };
  const tableProps: TableProps<T> = {
    dataSource: result.data,
    loading: tableQuery.isFetching,
    rowKey: 'id',
    pagination: {
      current: currentPage,
      pageSize,
      total: result.total ?? 0,
      showSizeChanger: true,
      hideOnSinglePage: false,
      showTotal: (total) => t('common.total', { total }),
    },
    onChange: (pagination, _filters, sorter) => {
      if (pagination.current && pagination.current !== currentPage) setCurrentPage(pagination.current);
      if (pagination.pageSize && pagination.pageSize !== pageSize) setPageSize(pagination.pageSize);
      const first = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
      if (first?.field && first.order) setSorters([{ field: String(first.field), order: first.order === 'ascend' ? 'asc' : 'desc' }]);
      else if (first && !first.order && sorters.length > 0) setSorters([]);
    },
  };
  return { ...table, tableProps, sortOrder: order };
}
