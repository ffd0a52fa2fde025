import type { MachineInput, PlanBody, PlanView, SaleWindow } from '../../../shared/contracts/supplier';
import type { SAVE_STATES } from '../../../shared/core/supplier';
import { DAY_WINDOW, NIGHT_WINDOW } from '../../../shared/core/tidal-window';

/** Where the draft stands: saved, being saved, or failed to save. */
export type SaveState = (typeof SAVE_STATES)[number];
/** A photo or report attached to the plan. */
export type PlanFile = NonNullable<PlanBody['files']>[number];

/** Each weekday's tidal preset in the wizard: sold all day, by day, by night, or not at all. */
export type DayPreset = 'all' | 'day' | 'night' | 'none';
/** A day's windows for each preset (core/tidal-window); the night is split at midnight (its two ends on the same day), so no preset runs into the next day. */
export const PRESETS: Record<Exclude<DayPreset, 'none'>, { beginMinute: number; endMinute: number }[]> = {
  all: [{ beginMinute: 0, endMinute: 1440 }],
  day: [{ ...DAY_WINDOW }],
  night: [
    { beginMinute: 0, endMinute: NIGHT_WINDOW.endMinute },
    { beginMinute: NIGHT_WINDOW.beginMinute, endMinute: 1440 },
  ],
};

export interface PlanFormValues {
  planType: 'physical_machine' | 'open_api';
  planName: string;
  expectedIncomeWeekly: string;
  minIncomeWeekly: string;
  machines: MachineInput[];
  days: DayPreset[];
  endDate: string;
}

export const defaultMachine = (): MachineInput => ({
  resourceType: 'TG_ECS',
  gpuModel: 'RTX 4090',
  gpuCount: 8,
  gpuVram: 24,
  cpuModel: 'AMD EPYC 7542',
  cpuCores: 64,
  ramGb: 512,
  diskGb: 4000,
  bandwidthMbps: 1000,
  regionCode: 'cn-east-1',
  publicIp: '',
  sshPort: 22,
  driverVersion: '550.54',
  cudaVersion: '12.4',
  quantity: 1,
  prices: { day: '2.0000', night: '0.9000' },
});

const inDays = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000);
  return at.toISOString().slice(0, 10);
};

/** What a new plan starts with, and what reset restores (SPEC §3). */
export const defaultValues = (): PlanFormValues => ({
  planType: 'physical_machine',
  planName: '',
  expectedIncomeWeekly: '3000.00',
  minIncomeWeekly: '1000.00',
  machines: [defaultMachine()],
  days: ['night', 'night', 'night', 'night', 'night', 'all', 'all'],
  endDate: inDays(180),
});

export const windowsOf = (days: DayPreset[]): SaleWindow[] =>
  days.flatMap((preset, index) => (preset === 'none' ? [] : PRESETS[preset].map((range) => ({ weekday: index + 1, ...range }))));

const key = (ranges: { beginMinute: number; endMinute: number }[]) =>
  ranges
    .map((r) => `${r.beginMinute}-${r.endMinute}`)
    .sort()
    .join(',');

/** Back from windows to presets; a day whose windows are no preset reads as all day. */
export const daysOf = (windows: SaleWindow[]): DayPreset[] =>
  Array.from({ length: 7 }, (_, index) => {
    const mine = windows.filter((w) => w.weekday === index + 1);
    if (mine.length === 0) return 'none';
    const match = (Object.entries(PRESETS) as [DayPreset, { beginMinute: number; endMinute: number }[]][]).find(([, ranges]) => key(ranges) === key(mine));
    return match ? match[0] : 'all';
  });

/** Numbers come from InputNumber; prices are sent as the strings the contract expects. */
const money = (value: unknown) => (value === undefined || value === null || value === '' ? '' : String(value));

export function bodyOf(values: PlanFormValues, files: PlanBody['files']): PlanBody {
  return {
    planType: values.planType,
    planName: values.planName?.trim() ?? '',
    expectedIncomeWeekly: money(values.expectedIncomeWeekly),
    minIncomeWeekly: money(values.minIncomeWeekly),
    saleTime: { windows: windowsOf(values.days ?? []), endDate: values.endDate },
    machines: (values.machines ?? []).map((machine) => ({
      ...machine,
      prices:
        machine.resourceType === 'TG_BMS'
          ? { month: money(machine.prices?.month) || undefined, quarter: money(machine.prices?.quarter) || undefined, year: money(machine.prices?.year) || undefined }
          : { day: money(machine.prices?.day) || undefined, night: money(machine.prices?.night) || undefined },
    })),
    files: files ?? [],
  };
}

export function valuesOf(plan: PlanView): PlanFormValues {
  return {
    planType: plan.planType,
    planName: plan.planName,
    expectedIncomeWeekly: plan.expectedIncomeWeekly,
    minIncomeWeekly: plan.minIncomeWeekly,
    machines: plan.machines,
    days: daysOf(plan.saleTime.windows),
    endDate: plan.saleTime.endDate,
  };
}
