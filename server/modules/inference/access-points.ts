import type { z } from 'zod';
import type { AccessPoint, AccessPointBody, AccessPointDetail, AccessPointQuery, AccessPointUsage, AccessPointWithKey } from '../../../src/shared/contracts/inference';
import { PHOTO_UNIT_PRICE } from '../../../src/shared/contracts/inference';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { randomString, sha256 } from '../../lib/crypto';
import { notFound } from '../../lib/envelope';
import { paginate } from '../../lib/paging';
import { photoImagesLeft } from '../wallet/photo-images';
import { dayStart, monthStart } from './periods';
import {
  accessPointsOf,
  callTotals,
  deleteOwnedAccessPoint,
  insertAccessPoint,
  ownedAccessPoint,
  updateOwnedAccessPoint,
  type AccessPointRow,
} from './queries';
import { MINUTE } from '../../lib/clock';

/** Random characters after `sk-` in a key: 48 of 62 symbols, about 286 bits. */
export const KEY_LENGTH = 48;

/** A new key, its hash and its mask. The key itself is answered once and never stored. */
export function newKey() {
  const key = `sk-${randomString(KEY_LENGTH)}`;
  return { key, keyHash: sha256(key), maskedKey: `${key.slice(0, 5)}${'*'.repeat(8)}${key.slice(-4)}` };
}

export const hashKey = (key: string) => sha256(key);

export function view(row: AccessPointRow, now: Date): AccessPoint {
  return {
    id: row.id,
    name: row.name,
    product: row.product,
    status: row.status,
    maskedKey: row.maskedKey,
    expiresAt: isoOrNull(row.expiresAt),
    expired: row.expiresAt !== null && row.expiresAt <= now,
    ipRanges: row.ipRanges,
    rpm: row.rpm,
    imagesPerDay: row.imagesPerDay,
    spendCap: row.spendCap,
    spendCapPeriod: row.spendCapPeriod,
    freeOnly: row.freeOnly,
    lastUsedAt: isoOrNull(row.lastUsedAt),
    rotatedAt: isoOrNull(row.rotatedAt),
    createdAt: toShanghaiIso(row.createdAt),
  };
}

/** Usage today and this month of one key, the calls of its last minute and the account's free images. */
export async function usageOf(db: Db, now: Date, row: AccessPointRow): Promise<AccessPointUsage> {
  const [today, month, minute, freeImagesLeft] = await Promise.all([
    callTotals(db, { accessPointId: row.id }, dayStart(now)),
    callTotals(db, { accessPointId: row.id }, monthStart(now)),
    callTotals(db, { accessPointId: row.id }, new Date(now.getTime() - MINUTE)),
    photoImagesLeft(db, row.userId, now),
  ]);
  return {
    callsToday: today.calls,
    imagesToday: today.units,
    spentToday: today.cost,
    callsThisMonth: month.calls,
    imagesThisMonth: month.units,
    spentThisMonth: month.cost,
    callsLastMinute: minute.calls,
    freeImagesLeft,
  };
}

type Body = z.output<z.ZodType<AccessPointBody>>;

const settings = (body: Body) => ({
  name: body.name,
  product: body.product,
  expiresAt: body.expiresAt ? new Date(body.expiresAt) : null,
  ipRanges: [...new Set(body.ipRanges)],
  rpm: body.rpm,
  imagesPerDay: body.imagesPerDay,
  spendCap: body.spendCap === null ? null : fromMinor(toMinor(body.spendCap)),
  spendCapPeriod: body.spendCapPeriod,
  freeOnly: body.freeOnly,
});

/** 接入点: a user's keys, each opening one product with its own limits. */
export function accessPointService(db: Db, clock: Clock) {
  async function owned(userId: number, id: number) {
    const row = await ownedAccessPoint(db, userId, id);
    if (!row) throw notFound('接入点不存在');
    return row;
  }

  return {
    async page(userId: number, query: AccessPointQuery & { current: number; size: number }) {
      const page = await paginate(db, accessPointsOf(db, userId, query.keyword), query);
      const now = clock.now();
      return { ...page, records: page.records.map((row) => view(row, now)) };
    },

    async detail(userId: number, id: number): Promise<AccessPointDetail> {
      const row = await owned(userId, id);
      const now = clock.now();
      return { ...view(row, now), usage: await usageOf(db, now, row), unitPrice: PHOTO_UNIT_PRICE };
    },

    async create(userId: number, body: Body): Promise<AccessPointWithKey> {
      const { key, keyHash, maskedKey } = newKey();
      const row = await insertAccessPoint(db, { userId, keyHash, maskedKey, ...settings(body) });
      return { ...view(row, clock.now()), key };
    },

    async update(userId: number, id: number, body: Body): Promise<AccessPoint> {
      const row = await updateOwnedAccessPoint(db, userId, id, { ...settings(body), updatedAt: clock.now() });
      if (!row) throw notFound('接入点不存在');
      return view(row, clock.now());
    },

    /** A new key in place of the old one, which stops working at once. */
    async rotate(userId: number, id: number): Promise<AccessPointWithKey> {
      const { key, keyHash, maskedKey } = newKey();
      const now = clock.now();
      const row = await updateOwnedAccessPoint(db, userId, id, { keyHash, maskedKey, rotatedAt: now, updatedAt: now });
      if (!row) throw notFound('接入点不存在');
      return { ...view(row, now), key };
    },

    async setStatus(userId: number, id: number, status: AccessPoint['status']): Promise<AccessPoint> {
      const row = await updateOwnedAccessPoint(db, userId, id, { status, updatedAt: clock.now() });
      if (!row) throw notFound('接入点不存在');
      return view(row, clock.now());
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await deleteOwnedAccessPoint(db, userId, id))) throw notFound('接入点不存在');
    },
  };
}

export type AccessPointService = ReturnType<typeof accessPointService>;
