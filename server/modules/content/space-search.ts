import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SpaceSearchItem, SpaceSearchQuery } from '../../../src/shared/contracts/content';
import { isoOrNull } from '../../../src/shared/core/time';
import { toPage } from '../../../src/shared/core/paging';
import type { Db } from '../../db/client';
import { aiKnowledge, articles } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { likeContains } from '../../lib/sql';
import { isLive } from './kinds';

interface Row {
  kind: SpaceSearchItem['kind'];
  id: string;
  title: string;
  summary: string;
  category: string;
  image: string;
  publish_time: Date | string | null;
  count: number;
  total: number;
}

/**
 * One search across the AI space: live reports and articles whose title, summary or category
 * holds the keyword, together, newest first (the keyword is a bound parameter, its wildcards escaped).
 */
export async function spaceSearch(db: Db, clock: Clock, q: z.infer<typeof SpaceSearchQuery>) {
  const now = clock.now();
  const like = likeContains(q.keyword);
  const k = aiKnowledge;
  const a = articles;
  const matches = (t: typeof k | typeof a) => sql`(${t.title} ilike ${like} or ${t.summary} ilike ${like} or ${t.category} ilike ${like})`;
  const result = (await db.execute(sql`
    select s.*, count(*) over () as total from (
      select 'knowledge' as kind, ${k.aiKnowledgeBaseId} as id, ${k.title} as title, ${k.summary} as summary, ${k.category} as category,
             ${k.coverUrl} as image, ${k.publishTime} as publish_time, ${k.downloadCount} as count, ${k.id} as pk
        from ${k} where ${isLive(k.status, k.publishTime, now)} and ${matches(k)}
      union all
      select 'article', ${a.articleBaseId}, ${a.title}, ${a.summary}, ${a.category}, ${a.thumbnail}, ${a.publishTime}, ${a.viewCount}, ${a.id}
        from ${a} where ${isLive(a.status, a.publishTime, now)} and ${matches(a)}
    ) s
    order by s.publish_time desc nulls last, s.kind, s.pk desc
    limit ${q.size} offset ${(q.current - 1) * q.size}`)) as unknown as { rows: Row[] };
  const rows = result.rows;
  const records = rows.map((r): SpaceSearchItem => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    summary: r.summary,
    category: r.category,
    image: r.image,
    publishTime: isoOrNull(r.publish_time === null ? null : new Date(r.publish_time)),
    count: Number(r.count),
  }));
  // Past the last page there are no rows to carry the total: count apart.
  const total = rows.length ? Number(rows[0]!.total) : q.current > 1 ? await countMatches(db, now, like) : 0;
  return toPage(records, total, q.current, q.size);
}

async function countMatches(db: Db, now: Date, like: string): Promise<number> {
  const k = aiKnowledge;
  const a = articles;
  const result = (await db.execute(sql`
    select (select count(*) from ${k} where ${isLive(k.status, k.publishTime, now)} and (${k.title} ilike ${like} or ${k.summary} ilike ${like} or ${k.category} ilike ${like}))
         + (select count(*) from ${a} where ${isLive(a.status, a.publishTime, now)} and (${a.title} ilike ${like} or ${a.summary} ilike ${like} or ${a.category} ilike ${like})) as total`)) as unknown as {
    rows: { total: number | string }[];
  };
  return Number(result.rows[0]?.total ?? 0);
}
