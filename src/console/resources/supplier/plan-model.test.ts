import { describe, expect, it } from 'vitest';
import { overlappingWindow } from '../../../shared/core/supplier';
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
