import { and, eq, gt, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { CalendarEvent, CalendarSource } from '../../../src/shared/contracts/calendar';
import { formatClock } from '../../../src/shared/core/tidal';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import { agreements, aiKnowledge, announcements, articles, carouselSlides, containerGoods, goodsSpecs, hostMaintenance, hosts, news, priceSchedules, regions } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** Where the workbench handles an offer (its prices, hosts and windows). */
const goodsLink = (goodsId: number) => `/admin/goods/${goodsId}`;
/** Enough of an announcement's text to name it. */
const firstLine = (text: string, max = 40) => {
  const line = text.split('\n')[0]!.trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
};

/** What the calendar may show the caller: prices and maintenance with goods:manage, publications with content:manage. */
export interface CalendarScope {
  goods: boolean;
  content: boolean;
}

/**
 * 日历: what is planned in a span — price changes (scheduled or applied; cancelled ones left out),
 * host maintenance windows, and content going out (news, knowledge, articles, slides and
 * announcements scheduled to publish; agreement versions taking effect). The content tables
 * belong to the content module; this only reads when each item goes out.
 */
export function calendarRepository(db: Db, clock: Clock) {
  async function prices(from: Date, to: Date): Promise<CalendarEvent[]> {
    const rows = await db
      .select({ schedule: priceSchedules, specName: goodsSpecs.name, goodsId: containerGoods.id, goodsName: containerGoods.aliasGpuType, regionName: regions.name })
      .from(priceSchedules)
      .innerJoin(goodsSpecs, eq(goodsSpecs.id, priceSchedules.specId))
      .innerJoin(containerGoods, eq(containerGoods.id, goodsSpecs.goodsId))
      .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
      .where(and(ne(priceSchedules.status, 'cancelled'), gte(priceSchedules.effectiveAt, from), lt(priceSchedules.effectiveAt, to)));
    return rows.map(({ schedule, specName, goodsId, goodsName, regionName }) => ({
      key: `price:${schedule.id}`,
      source: 'price',
      title: `${goodsName} · ${regionName} 调价`,
      detail: `${specName}：${schedule.ranges.map((r) => `${formatClock(r.beginMinute)}–${formatClock(r.endMinute)} ¥${r.unitPrice}`).join('，')}`,
      startsAt: toShanghaiIso(schedule.effectiveAt),
      endsAt: null,
      status: schedule.status,
      link: goodsLink(goodsId),
    }));
  }

  async function maintenance(from: Date, to: Date): Promise<CalendarEvent[]> {
    const now = clock.now();
    const rows = await db
      .select({ window: hostMaintenance, hostName: hosts.name, goodsId: containerGoods.id, goodsName: containerGoods.aliasGpuType, regionName: regions.name })
      .from(hostMaintenance)
      .innerJoin(hosts, eq(hosts.id, hostMaintenance.hostId))
      .innerJoin(containerGoods, eq(containerGoods.id, hosts.goodsId))
      .innerJoin(regions, eq(regions.code, containerGoods.regionCode))
      .where(and(lt(hostMaintenance.startsAt, to), gt(hostMaintenance.endsAt, from)));
    return rows.map(({ window, hostName, goodsId, goodsName, regionName }) => ({
      key: `maintenance:${window.id}`,
      source: 'maintenance',
      title: `${goodsName} · ${regionName} 维护`,
      detail: `${hostName}${window.note ? `：${window.note}` : ''}`,
      startsAt: toShanghaiIso(window.startsAt),
      endsAt: toShanghaiIso(window.endsAt),
      status: window.startsAt > now ? 'upcoming' : window.endsAt > now ? 'ongoing' : 'ended',
      link: goodsLink(goodsId),
    }));
  }

  /** Items of one content table scheduled to publish in the span. */
  async function scheduled(
    source: CalendarSource,
    table: typeof news | typeof aiKnowledge | typeof articles | typeof carouselSlides,
    from: Date,
    to: Date,
  ): Promise<CalendarEvent[]> {
    const rows = await db
      .select({ id: table.id, title: table.title, publishTime: table.publishTime, status: table.status })
      .from(table)
      .where(and(eq(table.status, 'SCHEDULED'), gte(table.publishTime, from), lt(table.publishTime, to)));
    return rows.map((row) => ({
      key: `${source}:${row.id}`,
      source,
      title: row.title,
      detail: '',
      startsAt: toShanghaiIso(row.publishTime!),
      endsAt: null,
      status: row.status,
      link: null,
    }));
  }

  const within = (column: PgColumn, from: Date, to: Date): SQL => and(gte(column, from), lt(column, to))!;

  async function content(from: Date, to: Date): Promise<CalendarEvent[]> {
    const [newsItems, knowledge, articleItems, slides, notices, versions] = await Promise.all([
      scheduled('news', news, from, to),
      scheduled('knowledge', aiKnowledge, from, to),
      scheduled('article', articles, from, to),
      scheduled('slide', carouselSlides, from, to),
      db
        .select({ id: announcements.id, content: announcements.content, startAt: announcements.startAt, status: announcements.status })
        .from(announcements)
        .where(and(eq(announcements.status, 'SCHEDULED'), within(announcements.startAt, from, to))),
      db
        .select({ id: agreements.id, title: agreements.title, version: agreements.version, effectiveAt: agreements.effectiveAt, status: agreements.status })
        .from(agreements)
        .where(and(inArray(agreements.status, ['SCHEDULED', 'PUBLISH']), within(agreements.effectiveAt, from, to))),
    ]);
    return [
      ...newsItems,
      ...knowledge,
      ...articleItems,
      ...slides,
      ...notices.map(
        (row): CalendarEvent => ({
          key: `announcement:${row.id}`,
          source: 'announcement',
          title: firstLine(row.content),
          detail: '',
          startsAt: toShanghaiIso(row.startAt!),
          endsAt: null,
          status: row.status,
          link: null,
        }),
      ),
      ...versions.map(
        (row): CalendarEvent => ({
          key: `agreement:${row.id}`,
          source: 'agreement',
          title: `${row.title} ${row.version}`,
          detail: '',
          startsAt: toShanghaiIso(row.effectiveAt),
          endsAt: null,
          status: row.status,
          link: null,
        }),
      ),
    ];
  }

  return {
    /** Events in [from, to) the scope allows, in time order. */
    async events(from: Date, to: Date, scope: CalendarScope): Promise<CalendarEvent[]> {
      const parts = await Promise.all([
        scope.goods ? prices(from, to) : [],
        scope.goods ? maintenance(from, to) : [],
        scope.content ? content(from, to) : [],
      ]);
      return parts.flat().sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.key.localeCompare(b.key));
    },
  };
}

export type CalendarRepository = ReturnType<typeof calendarRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    calendar: CalendarRepository;
  }
}

export default repositoryPlugin('calendar', (app) => calendarRepository(app.db, app.clock), { name: 'calendar-repository' });
