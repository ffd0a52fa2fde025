import { describe, expect, it } from 'vitest';
import { compileFilter, FilterError, parseFilter, type FilterColumn } from './filter';

const COLUMNS: FilterColumn[] = [
  { name: 'stars', kind: 'number' },
  { name: 'review_body', kind: 'text' },
  { name: 'product_category', kind: 'label' },
  { name: 'verified', kind: 'bool' },
  { name: 'odd "name"', kind: 'number' },
];
const compile = (input: string) => compileFilter(parseFilter(input), COLUMNS, 2);
const refused = (input: string) => expect(() => compile(input)).toThrow(FilterError);

describe('the viewer filter', () => {
  it('compiles comparisons, contains and null checks with AND/OR/NOT and parentheses, values bound', () => {
    const out = compile(`stars >= 4 and (review_body contains '好评' or not product_category = 'book') and review_body is not null`);
    expect(out.sql).toBe(
      '((("stars" >= $2) AND ((contains(lower("review_body"), lower($3))) OR (NOT ("product_category" = $4)))) AND ("review_body" IS NOT NULL))',
    );
    expect(out.params).toEqual([4, '好评', 'book']);
  });

  it('binds every value, so quotes and SQL inside strings stay data', () => {
    const out = compile(`review_body = 'it''s''; drop table datasets; --'`);
    expect(out.sql).toBe('("review_body" = $2)');
    expect(out.params).toEqual(["it's'; drop table datasets; --"]);
  });

  it('takes keywords in any case, <> as !=, negative and decimal numbers, booleans and quoted column names', () => {
    expect(compile(`stars <> -1.5 Or verified = TRUE`).params).toEqual([-1.5, true]);
    expect(compile(`"odd ""name""" < 3`).sql).toBe('("odd ""name""" < $2)');
  });

  it.each([
    ['x = 1; drop table datasets'],
    ['1=1) or (1=1'],
    ['stars = 1) or (1=1'],
    ['stars = 1 --'],
    ['stars = 1 /* */'],
    ['stars = `1`'],
    ['stars'],
    ['stars ='],
    ['stars = 1 and'],
    ['(stars = 1'],
    [''],
    ["review_body = 'open"],
    ['stars = stars'],
    ['stars in (1, 2)'],
    ['nope = 1'],
    ["stars = '1'"],
    ['review_body = 1'],
    ['stars contains 1'],
    ["stars contains 'x'"],
    ['verified > true'],
    ['verified = 1'],
  ])('refuses %j', (input) => refused(input));

  it('refuses filters too large or too deep to be written by hand', () => {
    refused(Array.from({ length: 70 }, () => 'stars = 1').join(' or '));
    refused(`${'('.repeat(20)}stars = 1${')'.repeat(20)}`);
    refused(`${'not '.repeat(20)}stars = 1`);
  });

  it('says where the problem is', () => {
    expect(() => compile('stars = 1; drop')).toThrow('第 10 个字符处有不支持的字符“;”');
    expect(() => compile('nope = 1')).toThrow('没有名为“nope”的列');
  });
});
