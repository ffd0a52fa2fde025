import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Select, Space, type FormInstance } from 'antd';
import { useTranslation, type TFunction } from '../../../shared/i18n';
import { useMemo } from 'react';
import { RANGE_LABELS } from '../../../shared/core/compute';
import { describeRangeProblem, type TimeRange } from '../../../shared/core/tidal';
import { checkRows, rowsOf, type RangeRow, type RowsProblem } from '../../../shared/features/goods/components/range-rows';
import { TidalBar } from '../../../shared/features/goods/components/TidalBar';

/** What is wrong with the rows, as the operator reads it (the day's rule speaks the gateway's words). */
export function rangeProblemText(problem: RowsProblem, ranges: TimeRange[], t: TFunction): string {
  if (problem.kind !== 'row') return describeRangeProblem(problem, ranges);
  const n = problem.index + 1;
  if (problem.missing) return t(`goodsAdmin.ranges.missing.${problem.field}`, { n });
  return problem.field === 'beginTime' ? t('goodsAdmin.ranges.rowBegin', { n }) : problem.field === 'endTime' ? t('goodsAdmin.ranges.rowEnd', { n }) : t('goodsAdmin.ranges.rowPrice', { n });
}

/** The rows of a form's `timeRanges`, checked by the shared rule. */
export function useCheckedRows(form: FormInstance, name = 'timeRanges') {
  const rows = Form.useWatch<RangeRow[] | undefined>(name, form);
  return useMemo(() => checkRows(rows ?? []), [rows]);
}

/**
 * The tidal range editor: a 24-hour bar of the ranges as they are typed, the problem (overlap,
 * gap, unreadable row) named as the gateway would name it, and one row per range. Sits inside
 * the caller's Form, under `timeRanges`.
 */
export function RangeEditor({ form, name = 'timeRanges' }: { form: FormInstance; name?: string }) {
  const { t } = useTranslation('console');
  const { ranges, indexes, problem } = useCheckedRows(form, name);
  const marked = rowsOf(problem);
  const labelName = (label: string) => t(`goodsAdmin.labels.${label}`, { defaultValue: label });

  return (
    <div>
      <TidalBar
        ranges={ranges}
        marked={marked.map((row) => indexes.indexOf(row)).filter((i) => i >= 0)}
        labelName={labelName}
        describe={(windows) => t('goodsAdmin.ranges.barLabel', { windows })}
        gapText={t('goodsAdmin.ranges.gap')}
        overlapText={t('goodsAdmin.ranges.overlap')}
      />
      <p style={{ margin: '8px 0 12px', fontSize: 12, opacity: 0.75 }}>{t('goodsAdmin.ranges.rule')}</p>
      {problem && (
        <Alert
          // A field not typed yet is a reminder; anything else is wrong.
          type={problem.kind === 'row' && problem.missing ? 'warning' : 'error'}
          showIcon
          style={{ marginBottom: 12 }}
          message={rangeProblemText(problem, ranges, t)}
          role="alert"
          data-testid="range-problem"
        />
      )}
      <Form.List name={name}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => {
              const status = marked.includes(index) ? 'error' : undefined;
              return (
                <Space key={field.key} wrap align="start" style={{ display: 'flex', marginBottom: 8 }} data-testid="range-row">
                  <Form.Item name={[field.name, 'beginTime']} noStyle>
                    <Input status={status} aria-label={`${t('goodsAdmin.ranges.begin')} ${index + 1}`} placeholder="08:00" maxLength={5} style={{ width: 84 }} />
                  </Form.Item>
                  <span style={{ lineHeight: '32px' }}>–</span>
                  <Form.Item name={[field.name, 'endTime']} noStyle>
                    <Input status={status} aria-label={`${t('goodsAdmin.ranges.end')} ${index + 1}`} placeholder="22:00" maxLength={5} style={{ width: 84 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'label']} noStyle>
                    <Select
                      aria-label={`${t('goodsAdmin.ranges.label')} ${index + 1}`}
                      style={{ width: 92 }}
                      options={RANGE_LABELS.map((label) => ({ value: label, label: labelName(label) }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'unitPrice']} noStyle>
                    <Input
                      status={status}
                      aria-label={`${t('goodsAdmin.ranges.unitPrice')} ${index + 1}`}
                      prefix="¥"
                      suffix={t('goodsAdmin.ranges.perCardHour')}
                      inputMode="decimal"
                      maxLength={13}
                      style={{ width: 150 }}
                    />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} aria-label={`${t('goodsAdmin.ranges.remove')} ${index + 1}`} onClick={() => remove(field.name)} disabled={fields.length <= 1} />
                </Space>
              );
            })}
            <div>
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ beginTime: '', endTime: '', unitPrice: '', label: 'day' })} disabled={fields.length >= 24}>
                {t('goodsAdmin.ranges.add')}
              </Button>
            </div>
          </>
        )}
      </Form.List>
    </div>
  );
}
