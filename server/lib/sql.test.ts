import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { countAll, escapeLike, int, isUniqueViolation, likeContains } from './sql';

describe('isUniqueViolation', () => {
  const violation = { code: '23505', constraint: 'users_phone_key', message: 'duplicate key value violates unique constraint "users_phone_key"' };

  it('recognises the SQLSTATE on the error or on the error it wraps', () => {
    expect(isUniqueViolation(violation)).toBe(true);
    expect(isUniqueViolation({ message: 'Failed query', cause: violation })).toBe(true);
    expect(isUniqueViolation({ message: 'outer', cause: { message: 'middle', cause: violation } })).toBe(true);
  });

  it('answers false for other errors and for what is not an error', () => {
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation({ cause: { code: '40001' } })).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('given a constraint, counts only a violation of that constraint (by name or, without one, by message)', () => {
    expect(isUniqueViolation(violation, 'users_phone_key')).toBe(true);
    expect(isUniqueViolation({ cause: violation }, 'users_phone_key')).toBe(true);
    expect(isUniqueViolation(violation, 'users_email_key')).toBe(false);
    expect(isUniqueViolation({ code: '23505', message: 'duplicate key value violates unique constraint "users_email_key"' }, 'users_email_key')).toBe(true);
  });
});

describe('LIKE patterns', () => {
  it('escapes the wildcards and the escape character, and nothing else', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
    expect(escapeLike('RTX 4090 显卡')).toBe('RTX 4090 显卡');
    expect(likeContains('50%')).toBe('%50\\%%');
    expect(likeContains('')).toBe('%%');
  });
});

describe('on the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(sql`create table sql_helpers_t (name text not null, constraint sql_helpers_t_name_key unique (name))`);
    await database.db.execute(sql`insert into sql_helpers_t (name) values ('50% off'), ('500 off'), ('a_b'), ('axb'), ('back\\slash'), ('backxslash')`);
  }, 60_000);
  afterAll(() => database?.close());

  const matching = async (pattern: string) =>
    ((await database.db.execute(sql`select name from sql_helpers_t where name ilike ${pattern} order by name`)) as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);

  it('matches the text literally with ILIKE', async () => {
    expect(await matching(likeContains('50%'))).toEqual(['50% off']);
    expect(await matching(likeContains('a_b'))).toEqual(['a_b']);
    expect(await matching(likeContains('k\\s'))).toEqual(['back\\slash']);
    expect(await matching(`${escapeLike('a_')}%`)).toEqual(['a_b']);
  });

  it('answers counts and integer casts as numbers', async () => {
    const [row] = await database.db
      .select({ total: countAll, longest: int(sql`max(length(name))`), none: int<number | null>(sql`max(length(name)) filter (where false)`) })
      .from(sql`sql_helpers_t`);
    expect(row).toEqual({ total: 6, longest: 10, none: null });
  });

  it('recognises a real unique violation through the driver, by constraint', async () => {
    const error = await database.db.execute(sql`insert into sql_helpers_t (name) values ('a_b')`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeDefined();
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'sql_helpers_t_name_key')).toBe(true);
    expect(isUniqueViolation(error, 'users_phone_key')).toBe(false);
  });
});
