import { DAY, HOUR } from './clock';

/** Business days are Shanghai days (DESIGN §2): UTC+8 all year. */
const SHANGHAI_OFFSET = 8 * HOUR;

/** The instant the Shanghai day containing `at` began. */
export function shanghaiDayStart(at: Date): Date {
  const shifted = at.getTime() + SHANGHAI_OFFSET;
  return new Date(shifted - (((shifted % DAY) + DAY) % DAY) - SHANGHAI_OFFSET);
}

/** ISO 8601 with the +08:00 offset, for answers people read. */
export function toShanghaiIso(at: Date): string {
  const shifted = new Date(at.getTime() + SHANGHAI_OFFSET);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}
