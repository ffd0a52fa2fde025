import { Alert, App, Button, DatePicker, Form, Input, Radio, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { AdminSpec } from '../../../shared/contracts/goods';
import { formatDateTimeSeconds } from '../../../shared/core/time';
import { useSchedulePriceChange, useUpdateSpecRanges } from '../../../shared/features/goods/api/change-prices';
import { checkRows, toRangeInputs, type RangeRow } from '../../../shared/features/goods/components/range-rows';
import { applyFieldErrors } from '../../../shared/ui/field-errors';
import { fromPicker, pickerNow } from '../../components/picker-time';
import { priceChange } from './price-change';
import { rangeProblemText, RangeEditor } from './RangeEditor';

interface Values {
  timeRanges: RangeRow[];
  when: 'now' | 'scheduled';
  effectiveAt?: Dayjs;
  note?: string;
}

const rowsOf = (spec: AdminSpec): RangeRow[] => spec.timeRanges.map(({ beginTime, endTime, unitPrice, label }) => ({ beginTime, endTime, unitPrice, label }));

/**
 * A spec's tidal prices: the range editor, then either at once or at a chosen time (Beijing
 * time). What running instances pay is said on screen: the price they started the hour under,
 * until the next hour.
 */
export function SpecPrices({ spec, runningInstances }: { spec: AdminSpec; runningInstances: number }) {
  const { t } = useTranslation('console');
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const when = Form.useWatch('when', form);
  const update = useUpdateSpecRanges();
  const schedule = useSchedulePriceChange();
  const current = useMemo(() => rowsOf(spec), [spec]);
  const currentKey = JSON.stringify(current);

  // The form follows the spec's prices when they change (an edit applied, a schedule come due), not on every refetch.
  useEffect(() => {
    form.setFieldsValue({ timeRanges: JSON.parse(currentKey) as RangeRow[] });
  }, [currentKey, form]);

  const submit = async (values: Values) => {
    const { ranges, problem } = checkRows(values.timeRanges ?? []);
    if (problem) {
      message.error(rangeProblemText(problem, ranges, t));
      return;
    }
    const timeRanges = toRangeInputs(values.timeRanges);
    try {
      if (values.when === 'scheduled') {
        const effectiveAt = fromPicker(values.effectiveAt!);
        await schedule.mutateAsync({ specId: spec.specId, effectiveAt, timeRanges, note: values.note ?? '' });
        message.success(t('goodsAdmin.ranges.scheduledDone', { time: formatDateTimeSeconds(effectiveAt) }));
        form.setFieldsValue({ timeRanges: current, effectiveAt: undefined, note: '' });
      } else {
        // At once: say what changes and what running instances will pay from the next hour, and ask.
        const change = priceChange(current, values.timeRanges, runningInstances, new Date());
        const confirmed = await modal.confirm({
          title: t('goodsAdmin.ranges.confirmTitle'),
          width: 520,
          okText: t('goodsAdmin.ranges.confirmOk'),
          cancelText: t('goodsAdmin.ranges.confirmCancel'),
          content: (
            <div data-testid="price-change-confirm">
              <ul style={{ paddingLeft: 18 }}>
                {change.lines.map((line) => (
                  <li key={line.window} style={{ fontWeight: line.changed ? 600 : 400 }}>
                    {line.before === null
                      ? t('goodsAdmin.ranges.confirmNewLine', { window: line.window, after: line.after })
                      : t('goodsAdmin.ranges.confirmLine', { window: line.window, before: line.before, after: line.after })}
                  </li>
                ))}
              </ul>
              <p>{t('goodsAdmin.ranges.confirmRunning', { count: change.runningInstances, hour: change.nextHour })}</p>
            </div>
          ),
        });
        if (!confirmed) return;
        await update.mutateAsync({ specId: spec.specId, timeRanges, note: values.note ?? '' });
        message.success(t('goodsAdmin.ranges.updated'));
        form.setFieldsValue({ note: '' });
      }
    } catch (error) {
      applyFieldErrors(form, error);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={{ timeRanges: current, when: 'now' }} onFinish={submit} requiredMark={false}>
      <RangeEditor form={form} />
      <Alert type="info" showIcon style={{ margin: '16px 0' }} message={t('goodsAdmin.ranges.runningNote')} />
      <Form.Item name="when" label={t('goodsAdmin.ranges.when')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'now', label: t('goodsAdmin.ranges.now') },
            { value: 'scheduled', label: t('goodsAdmin.ranges.scheduled') },
          ]}
        />
      </Form.Item>
      {when === 'scheduled' && (
        <Form.Item
          name="effectiveAt"
          label={`${t('goodsAdmin.ranges.effectiveAt')}（${t('goodsAdmin.ranges.effectiveAtHint')}）`}
          rules={[{ required: true, message: t('goodsAdmin.ranges.effectiveAtRequired') }]}
        >
          <DatePicker
            showTime
            format="YYYY-MM-DD HH:mm:ss"
            needConfirm={false}
            disabledDate={(day) => day.isBefore(pickerNow(), 'day')}
            style={{ width: 240 }}
          />
        </Form.Item>
      )}
      <Form.Item name="note" label={t('goodsAdmin.ranges.note')}>
        <Input maxLength={200} placeholder={t('goodsAdmin.ranges.notePlaceholder')} style={{ maxWidth: 480 }} />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={update.isPending || schedule.isPending}>
          {when === 'scheduled' ? t('goodsAdmin.ranges.schedule') : t('goodsAdmin.ranges.applyNow')}
        </Button>
        <Button onClick={() => form.setFieldsValue({ timeRanges: current })}>{t('goodsAdmin.ranges.reset')}</Button>
      </Space>
    </Form>
  );
}
