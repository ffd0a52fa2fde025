import { describe, expect, it } from 'vitest';
import { overlappingWindow, saleTimeText } from '../../../shared/core/supplier';
import { bodyOf, daysOf, defaultValues, windowsOf } from './plan-model';

describe('plan form model', () => {
  it('turns weekday presets into non-overlapping weekly windows and back', () => {
    const values = defaultValues();
    const windows = windowsOf(values.days);
    expect(windows).toHaveLength(12);
    expect(overlappingWindow(windows)).toBe(-1);
    expect(daysOf(windows)).toEqual(values.days);
  });

  it('sends prices for the way a machine is sold only', () => {
    const values = defaultValues();
    values.machines[0] = { ...values.machines[0]!, resourceType: 'TG_BMS', prices: { day: '1', month: '100', quarter: '280', year: '1000' } };
    expect(bodyOf(values, []).machines[0]!.prices).toEqual({ month: '100', quarter: '280', year: '1000' });
  });
});

describe('the sale time told the same on the confirm step and in the review (issue 25)', () => {
  it('counts days, not the stored windows the nights are split into', () => {
    const windows = windowsOf(defaultValues().days);
    // Five nights split at midnight (two windows each) and two whole days: 12 windows, 7 days.
    expect(windows).toHaveLength(12);
    expect(saleTimeText(windows, '2027-06-30')).toBe('每周 7 天共 98 小时（周一至周五 00:00–08:00、22:00–24:00；周六、周日 全天），至 2027-06-30');
  });

  it('names a window across midnight and days that are not a run', () => {
    const text = saleTimeText(
      [
        { weekday: 1, beginMinute: 1320, endMinute: 480 },
        { weekday: 3, beginMinute: 1320, endMinute: 480 },
      ],
      '2027-01-01',
    );
    expect(text).toBe('每周 2 天共 20 小时（周一、周三 22:00–次日08:00），至 2027-01-01');
    expect(saleTimeText([], '2027-01-01')).toBe('未选择出售时段，至 2027-01-01');
  });
});
