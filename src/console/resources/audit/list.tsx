import { DownloadOutlined } from '@ant-design/icons';
import type { CrudFilters } from '@refinedev/core';
import { App, AutoComplete, Button, DatePicker, Form, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { AuditEntry, AuditQuery } from '../../../shared/contracts/audit';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, auditActionLabel, auditTargetLabel } from '../../../shared/core/audit-labels';
import { formatDateTimeSeconds } from '../../../shared/core/time';
import { exportAudit } from '../../../shared/features/audit/api/export-audit';
import { downloadBlob } from '../../../shared/ui/download';
import { FilterBar, KeywordFilter, SelectFilter } from '../../components/FilterBar';
import { PageContainer } from '../../components/PageContainer';
import { fromPicker } from '../../components/picker-time';
import { TableCard } from '../../components/TableCard';
import { useAntdTable } from '../../components/use-antd-table';

interface Search {
  actor?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The actions the back office records, for the action filter's suggestions (an area alone matches all its actions). */
const ACTIONS = Object.keys(AUDIT_ACTION_LABELS);
const TARGET_TYPES = Object.keys(AUDIT_TARGET_LABELS);

/** The query the filters stand for (the list's and the export's). */
function toQuery(values: Search): Omit<AuditQuery, 'current' | 'size'> {
  const [from, to] = values.range ?? [null, null];
  return {
    actor: values.actor?.trim() || undefined,
    action: values.action?.trim() || undefined,
    targetType: values.targetType || undefined,
    targetId: values.targetId?.trim() || undefined,
    atMin: from ? fromPicker(from.startOf('day')) : undefined,
    atMax: to ? fromPicker(to.endOf('day')) : undefined,
  };
}

/** A value before or after, as readable JSON. */
function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span style={{ opacity: 0.45 }}>—</span>;
  return <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, maxHeight: 280, overflow: 'auto' }}>{JSON.stringify(value, null, 2)}</pre>;
}

/** 审计日志 (audit:view): every operator action with before and after; searchable, exportable, never editable. */
export default function AuditList() {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const { tableProps, searchFormProps } = useAntdTable<AuditEntry, Search>({
    resource: 'audit',
    pagination: { pageSize: 20 },
    onSearch: (values): CrudFilters => {
      const q = toQuery(values);
      return (['actor', 'action', 'targetType', 'targetId', 'atMin', 'atMax'] as const).map((field) => ({ field, operator: 'eq' as const, value: q[field] }));
    },
  });

  const download = async () => {
    setExporting(true);
    try {
      const values = (searchFormProps.form?.getFieldsValue() ?? {}) as Search;
      downloadBlob(`audit-${Date.now()}.csv`, await exportAudit(toQuery(values)));
    } catch (error) {
      message.error(error instanceof Error ? error.message : t('audit.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <PageContainer
      title={t('audit.title')}
      intro={t('audit.intro')}
      extra={
        <Button icon={<DownloadOutlined />} onClick={download} loading={exporting}>
          {t('audit.export')}
        </Button>
      }
    >
      <FilterBar {...searchFormProps}>
        <KeywordFilter name="actor" label={t('audit.actor')} width={160} />
        <Form.Item name="action">
          <AutoComplete
            allowClear
            aria-label={t('audit.action')}
            placeholder={t('audit.action')}
            style={{ width: 170 }}
            options={ACTIONS.map((value) => ({ value, label: `${auditActionLabel(value)} ${value}` }))}
            filterOption={(input, option) => `${option?.value ?? ''} ${option?.label ?? ''}`.includes(input)}
          />
        </Form.Item>
        <SelectFilter
          name="targetType"
          label={t('audit.targetType')}
          placeholder={t('audit.targetType')}
          width={160}
          options={TARGET_TYPES.map((value) => ({ value, label: auditTargetLabel(value) }))}
        />
        <KeywordFilter name="targetId" label={t('audit.targetId')} width={120} icon={false} />
        <Form.Item name="range">
          <DatePicker.RangePicker allowEmpty={[true, true]} aria-label={t('audit.range')} placeholder={[t('audit.from'), t('audit.to')]} />
        </Form.Item>
      </FilterBar>
      <TableCard<AuditEntry>
        {...tableProps}
        width={900}
        expandable={{
          expandedRowRender: (entry) => (
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16 }}>
              <div>
                <strong>{t('audit.before')}</strong>
                <Json value={entry.before} />
              </div>
              <div>
                <strong>{t('audit.after')}</strong>
                <Json value={entry.after} />
              </div>
            </div>
          ),
        }}
        columns={[
          { title: t('audit.at'), dataIndex: 'at', width: 170, render: (at: string) => formatDateTimeSeconds(at) },
          { title: t('audit.actor'), dataIndex: 'actor', width: 160, render: (actor: AuditEntry['actor']) => (actor ? `${actor.name}（${actor.userName}）` : t('audit.system')) },
          {
            title: t('audit.action'),
            dataIndex: 'action',
            width: 180,
            render: (action: string) => (
              <Tag title={action}>{auditActionLabel(action)}</Tag>
            ),
          },
          {
            title: t('audit.target'),
            key: 'target',
            render: (_: unknown, entry) => `${auditTargetLabel(entry.targetType)} #${entry.targetId}`,
          },
          { title: 'IP', dataIndex: 'ip', width: 130 },
        ]}
      />
    </PageContainer>
  );
}
