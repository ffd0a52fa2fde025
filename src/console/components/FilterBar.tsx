import { SearchOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Button, Card, Form, Input, Segmented, Select, Space, type FormProps, type SelectProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n';

/** A filter's current value among a list's Refine filters. */
export const filterValue = (filters: CrudFilter[], field: string) => filters.find((f) => 'field' in f && f.field === field)?.value as string | undefined;

/**
 * A list page's filter bar: an inline antd form of filter fields with 搜索 (and 重置 when `onClear`
 * is given: the fields are cleared, then `onClear` runs). Pass useTable's `searchFormProps`, or a
 * `form` and `onFinish`. In a card unless `bare` (the hosts' table puts it beside its button).
 */
export function FilterBar<T>({ children, onClear, bare, style, ...formProps }: FormProps<T> & { children: ReactNode; onClear?: () => void; bare?: boolean }) {
  const { t } = useTranslation('console');
  const [own] = Form.useForm<T>();
  const form = formProps.form ?? own;
  const bar = (
    <Form<T> {...formProps} form={form} layout="inline" style={{ rowGap: 8, ...style }}>
      {children}
      <Space>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
        {onClear && (
          <Button
            onClick={() => {
              form.resetFields();
              onClear();
            }}
          >
            {t('common.reset')}
          </Button>
        )}
      </Space>
    </Form>
  );
  return bare ? bar : <Card style={{ marginBottom: 16 }}>{bar}</Card>;
}

/** A filter's keyword box: cleared with ×, named by its placeholder, 64 characters at most. */
export function KeywordFilter({ name, label, width, icon = true }: { name: string; label: string; width: number; icon?: boolean }) {
  return (
    <Form.Item name={name}>
      <Input allowClear prefix={icon ? <SearchOutlined /> : undefined} placeholder={label} aria-label={label} maxLength={64} style={{ width }} />
    </Form.Item>
  );
}

type FilterSelectProps<V> = Omit<SelectProps<V>, 'placeholder'> & { label: string; placeholder: string; width: number };

/** A filter's choice: cleared with ×, named by `label`, showing `placeholder` (the "all" choice) when empty. */
export function FilterSelect<V>({ label, placeholder, width, style, ...select }: FilterSelectProps<V>) {
  return <Select<V> allowClear aria-label={label} placeholder={placeholder} style={{ width, ...style }} {...select} />;
}

/** A list's status filter, bound to useAntdTable's `status` filter (replacing the others). */
export function StatusFilter({
  filters,
  setFilters,
  ...select
}: FilterSelectProps<string> & { filters: CrudFilter[]; setFilters: (filters: CrudFilter[], behavior: 'replace') => void }) {
  return (
    <FilterSelect<string>
      {...select}
      value={filterValue(filters, 'status')}
      onChange={(value: string | undefined) => setFilters([{ field: 'status', operator: 'eq', value }], 'replace')}
    />
  );
}

/** A FilterSelect as a field of a FilterBar (or any form). */
export function SelectFilter<V>({ name, ...select }: FilterSelectProps<V> & { name: string }) {
  return (
    <Form.Item name={name}>
      <FilterSelect<V> {...select} />
    </Form.Item>
  );
}

/**
 * A back-office list's card of filters, bound to useAntdTable's `status` and `keyword` filters
 * (each replaces only itself): the statuses as segments after "all", and a search box applied on
 * Enter, 64 characters at most.
 */
export function StatusSearchBar({
  filters,
  setFilters,
  statusLabel,
  allLabel,
  statuses,
  keywordLabel,
}: {
  filters: CrudFilter[];
  setFilters: (filters: CrudFilter[], behavior: 'replace') => void;
  statusLabel: string;
  allLabel: string;
  statuses: { value: string; label: string }[];
  keywordLabel: string;
}) {
  const keyword = filterValue(filters, 'keyword');
  const filter = (field: string, value: string | undefined) =>
    setFilters([...filters.filter((f) => !('field' in f) || f.field !== field), { field, operator: 'eq', value: value || undefined }], 'replace');
  return (
    <Card style={{ marginBottom: 16 }}>
      <Space wrap size="middle">
        <Segmented aria-label={statusLabel} value={filterValue(filters, 'status') ?? ''} onChange={(value) => filter('status', String(value))} options={[{ value: '', label: allLabel }, ...statuses]} />
        <Input.Search
          key={keyword ?? ''}
          defaultValue={keyword}
          allowClear
          prefix={<SearchOutlined />}
          placeholder={keywordLabel}
          aria-label={keywordLabel}
          maxLength={64}
          style={{ width: 260 }}
          onSearch={(value) => filter('keyword', value.trim())}
        />
      </Space>
    </Card>
  );
}
