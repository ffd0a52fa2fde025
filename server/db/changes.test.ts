import { describe, expect, it } from 'vitest';
import { tablesNamed, tablesWritten } from './changes';

describe('tables a statement writes', () => {
  it('finds inserts, updates and deletes, in CTEs too', () => {
    expect(tablesWritten('insert into "wallets" ("user_id") values ($1) returning "id"')).toEqual(['wallets']);
    expect(tablesWritten('update "hosts" set "gpu_used" = $1 where "id" = $2')).toEqual(['hosts']);
    expect(tablesWritten('delete from "sessions" where "id" = $1')).toEqual(['sessions']);
    expect(tablesWritten('with taken as (update "hosts" set x = 1 returning id) insert into "instances" select 1')).toEqual(['hosts', 'instances']);
  });

  it('does not mistake locks, upserts and columns for writes', () => {
    expect(tablesWritten('select "id" from "demands" where "id" = $1 for update')).toEqual([]);
    expect(tablesWritten('select "id" from "demands" for update of "demands" skip locked')).toEqual([]);
    expect(tablesWritten('insert into "likes" ("a") values ($1) on conflict ("a") do update set "a" = excluded."a"')).toEqual(['likes']);
    expect(tablesWritten('select "updated_at", "update_count" from "news"')).toEqual([]);
  });

  it('names every table a read touches', () => {
    expect(tablesNamed('select * from "demands" left join "users" "owner" on 1=1 where exists (select 1 from "demand_quotes")').sort()).toEqual(['demand_quotes', 'demands', 'users']);
  });
});
