import { expect, it } from 'vitest';
import { durationText, floorProRataText, formatDate, formatDateTime, shanghaiDayStart, shanghaiHour, toShanghaiIso } from './time';

it('finds the start of the Shanghai day', () => {
  expect(shanghaiDayStart(new Date('2026-11-20T15:59:59Z')).toISOString()).toBe('2026-11-19T16:00:00.000Z');
  expect(shanghaiDayStart(new Date('2026-11-20T16:00:00Z')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
});

it('formats with the +08:00 offset', () => {
  expect(toShanghaiIso(new Date('2026-11-20T16:30:00Z'))).toBe('2026-11-21T00:30:00+08:00');
});

it('formats dates and times in China time whatever the reader', () => {
  expect(formatDate('2026-11-20T16:30:00Z')).toBe('2026-11-21');
  expect(formatDateTime('2026-11-20T16:30:00Z')).toBe('2026-11-21 00:30');
  expect(formatDateTime(null)).toBe('—');
  expect(formatDateTime('not a date')).toBe('—');
  expect(shanghaiHour(new Date('2026-11-20T16:30:00Z'))).toBe(0);
});

it('writes a span of minutes in Chinese, and the floor pro-rating with it', () => {
  expect(durationText(6)).toBe('6 分钟');
  expect(durationText(150)).toBe('2 小时 30 分钟');
  expect(durationText(158 * 60)).toBe('158 小时');
  expect(floorProRataText(6)).toBe('保底收入按上架时长折算：6 分钟 / 168 小时');
});
