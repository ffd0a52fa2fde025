import { useSyncWithLocation, useTable, type BaseRecord, type CrudFilters, type HttpError, type useTableProps } from '@refinedev/core';
import { Form, type FormProps, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useEffect } from 'react';
import { useTranslation } from '../../shared/i18n';

type AntdTableProps<T extends BaseRecord, TSearch> = useTableProps<T, HttpError, T> & {
  resource: string;
  /** The filters a search form's values stand for; with it, `searchFormProps` runs the search. */
  onSearch?: (values: TSearch) => CrudFilters;
};

/**
 * Refine core's useTable wired to an antd <Table>: paging and sorting round-trip through Refine
 * (and so through the URL with syncWithLocation). This is what @refinedev/antd's useTable does,
 * without the package's weight in the first page; every console list uses it (ESLint forbids the
 * other). With `onSearch`, `searchFormProps` (a form and its onFinish, for FilterBar or antd's
 * Form) sets the filters it returns and goes back to the first page, as @refinedev/antd's does.
 */
export function useAntdTable<T extends BaseRecord, TSearch = never>({ onSearch, ...props }: AntdTableProps<T, TSearch>) {
  const { t } = useTranslation('console');
  const table = useTable<T, HttpError, T>(props);
  const { currentPage, pageSize, setCurrentPage, setPageSize, setSorters, sorters, filters, setFilters, tableQuery, result } = table;
  const [form] = Form.useForm<TSearch>();
  const { syncWithLocation: syncByDefault } = useSyncWithLocation();
  const syncWithLocation = props.syncWithLocation ?? syncByDefault;

  // A list opened from a link with filters in the URL shows them in its search form (once: the
  // form is the user's afterwards).
  useEffect(() => {
    if (!syncWithLocation || !onSearch) return;
    const registered = Object.keys(form.getFieldsValue() as Record<string, unknown>);
    const values: Record<string, unknown> = {};
    for (const field of registered) {
      const filter = filters.find((f) => 'field' in f && f.field === field);
      if (filter) values[field] = filter.value;
    }
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only
  }, [syncWithLocation]);

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
  const searchFormProps: FormProps<TSearch> = {
    form,
    onFinish: (values) => {
      if (!onSearch) return;
      setFilters(onSearch(values));
      setCurrentPage(1);
    },
  };
  return { ...table, tableProps, searchFormProps, sortOrder: order };
}
