/**
 * The viewer's filter language, parsed here into a tree, checked against the file's columns and
 * compiled to DuckDB SQL whose values are all bound parameters. Nothing the user types reaches the
 * SQL text: column names come from the file's own schema (quoted), operators from a fixed table.
 *
 *   expr       := or
 *   or         := and ("OR" and)*
 *   and        := not ("AND" not)*
 *   not        := "NOT" not | primary
 *   primary    := "(" expr ")" | comparison
 *   comparison := column ("=" | "!=" | "<>" | "<" | "<=" | ">" | ">=") literal
 *               | column "CONTAINS" string
 *               | column "IS" ["NOT"] "NULL"
 *   column     := identifier | "double-quoted name"
 *   literal    := number | 'single-quoted string' | TRUE | FALSE
 *
 * Keywords are case-insensitive. Anything else is refused with a message saying where.
 */
import type { ColumnKind } from '../../../src/shared/core/dataset';

export type CompareOp = '=' | '!=' | '<' | '<=' | '>' | '>=';
export type Literal = string | number | boolean;
export type FilterNode =
  | { type: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { type: 'not'; operand: FilterNode }
  | { type: 'compare'; column: string; op: CompareOp; value: Literal }
  | { type: 'contains'; column: string; value: string }
  | { type: 'null'; column: string; negated: boolean };

/** A filter the parser or the checker refuses; `message` is shown to the person who typed it. */
export class FilterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FilterError';
  }
}

type Token =
  | { kind: 'ident'; value: string; pos: number }
  | { kind: 'keyword'; value: 'AND' | 'OR' | 'NOT' | 'IS' | 'NULL' | 'CONTAINS' | 'TRUE' | 'FALSE'; pos: number }
  | { kind: 'number'; value: number; pos: number }
  | { kind: 'string'; value: string; pos: number }
  | { kind: 'op'; value: CompareOp; pos: number }
  | { kind: 'paren'; value: '(' | ')'; pos: number }
  | { kind: 'end'; pos: number };

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'IS', 'NULL', 'CONTAINS', 'TRUE', 'FALSE']);
/** Nodes a filter may have: enough for any filter a person writes, not for a machine-made bomb. */
const MAX_NODES = 64;
const MAX_DEPTH = 16;

const at = (pos: number) => `第 ${pos + 1} 个字符处`;

/** The filter's tokens; an unknown character (`;`, `--`, a backtick…) is refused. */
export function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < input.length) {
    const c = input[i]!;
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '(' || c === ')') {
      tokens.push({ kind: 'paren', value: c, pos: i });
      i += 1;
    } else if (c === "'" || c === '"') {
      const start = i;
      let value = '';
      i += 1;
      for (;;) {
        if (i >= input.length) throw new FilterError(`${at(start)}的引号没有闭合`);
        if (input[i] === c && input[i + 1] === c) {
          value += c;
          i += 2;
        } else if (input[i] === c) {
          i += 1;
          break;
        } else {
          value += input[i];
          i += 1;
        }
      }
      tokens.push(c === "'" ? { kind: 'string', value, pos: start } : { kind: 'ident', value, pos: start });
    } else if (/[0-9]/.test(c) || (c === '-' && /[0-9.]/.test(input[i + 1] ?? '')) || (c === '.' && /[0-9]/.test(input[i + 1] ?? ''))) {
      const match = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(input.slice(i))!;
      const value = Number(match[0]);
      if (!Number.isFinite(value)) throw new FilterError(`${at(i)}的数字无效`);
      tokens.push({ kind: 'number', value, pos: i });
      i += match[0].length;
    } else if (/[A-Za-z_\u4e00-\u9fff]/.test(c)) {
      const match = /^[A-Za-z0-9_\u4e00-\u9fff]+/.exec(input.slice(i))!;
      const upper = match[0].toUpperCase();
      tokens.push(KEYWORDS.has(upper) ? { kind: 'keyword', value: upper as never, pos: i } : { kind: 'ident', value: match[0], pos: i });
      i += match[0].length;
    } else {
      const two = input.slice(i, i + 2);
      if (two === '<=' || two === '>=' || two === '!=' || two === '<>') {
        tokens.push({ kind: 'op', value: two === '<>' ? '!=' : two, pos: i });
        i += 2;
      } else if (c === '=' || c === '<' || c === '>') {
        tokens.push({ kind: 'op', value: c, pos: i });
        i += 1;
      } else {
        throw new FilterError(`${at(i)}有不支持的字符“${c}”`);
      }
    }
  }
  tokens.push({ kind: 'end', pos: input.length });
  return tokens;
}

/** The filter's tree. */
export function parseFilter(input: string): FilterNode {
  const tokens = tokenize(input);
  let index = 0;
  let nodes = 0;
  const peek = () => tokens[index]!;
  const next = () => tokens[index++]!;
  const isKeyword = (token: Token, value: string) => token.kind === 'keyword' && token.value === value;
  const count = <T extends FilterNode>(node: T): T => {
    nodes += 1;
    if (nodes > MAX_NODES) throw new FilterError(`筛选条件过多（最多 ${MAX_NODES} 个）`);
    return node;
  };
  const describe = (token: Token) => (token.kind === 'end' ? '表达式提前结束' : `${at(token.pos)}不应出现“${'value' in token ? String(token.value) : ''}”`);

  const or = (depth: number): FilterNode => {
    if (depth > MAX_DEPTH) throw new FilterError(`括号或 NOT 嵌套过深（最多 ${MAX_DEPTH} 层）`);
    let left = and(depth);
    while (isKeyword(peek(), 'OR')) {
      next();
      left = count({ type: 'or', left, right: and(depth) });
    }
    return left;
  };
  const and = (depth: number): FilterNode => {
    let left = not(depth);
    while (isKeyword(peek(), 'AND')) {
      next();
      left = count({ type: 'and', left, right: not(depth) });
    }
    return left;
  };
  const not = (depth: number): FilterNode => {
    if (isKeyword(peek(), 'NOT')) {
      next();
      if (depth + 1 > MAX_DEPTH) throw new FilterError(`括号或 NOT 嵌套过深（最多 ${MAX_DEPTH} 层）`);
      return count({ type: 'not', operand: not(depth + 1) });
    }
    return primary(depth);
  };
  const primary = (depth: number): FilterNode => {
    const token = peek();
    if (token.kind === 'paren' && token.value === '(') {
      next();
      const inner = or(depth + 1);
      const close = next();
      if (!(close.kind === 'paren' && close.value === ')')) throw new FilterError(`${at(token.pos)}的括号没有闭合`);
      return inner;
    }
    return comparison();
  };
  const literal = (): Literal => {
    const token = next();
    if (token.kind === 'number' || token.kind === 'string') return token.value;
    if (isKeyword(token, 'TRUE')) return true;
    if (isKeyword(token, 'FALSE')) return false;
    throw new FilterError(token.kind === 'end' ? '比较符后缺少值' : `${at(token.pos)}应是一个值（数字、'文本'、true 或 false）`);
  };
  const comparison = (): FilterNode => {
    const column = next();
    if (column.kind !== 'ident') throw new FilterError(column.kind === 'end' ? '表达式不完整' : `${at(column.pos)}应是列名`);
    const op = next();
    if (op.kind === 'op') return count({ type: 'compare', column: column.value, op: op.value, value: literal() });
    if (isKeyword(op, 'CONTAINS')) {
      const value = next();
      if (value.kind !== 'string') throw new FilterError(`CONTAINS 后应是用单引号括起的文本（${at(value.pos)}）`);
      return count({ type: 'contains', column: column.value, value: value.value });
    }
    if (isKeyword(op, 'IS')) {
      const negated = isKeyword(peek(), 'NOT');
      if (negated) next();
      const nullToken = next();
      if (!isKeyword(nullToken, 'NULL')) throw new FilterError(`IS ${negated ? 'NOT ' : ''}后应是 NULL（${at(nullToken.pos)}）`);
      return count({ type: 'null', column: column.value, negated });
    }
    throw new FilterError(op.kind === 'end' ? `列“${column.value}”后缺少比较符` : `${at(op.pos)}应是比较符（=、!=、<、<=、>、>=、contains、is null）`);
  };

  if (peek().kind === 'end') throw new FilterError('筛选表达式为空');
  const tree = or(0);
  const rest = peek();
  if (rest.kind !== 'end') throw new FilterError(describe(rest));
  return tree;
}

/** What the checker needs of a column: its name and how its values compare. */
export interface FilterColumn {
  name: string;
  kind: ColumnKind;
}

/** DuckDB's quoting of an identifier: the name from the file's schema, with its quotes doubled. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The filter's SQL and its parameters, numbered from `firstParam`; every column checked and typed. */
export function compileFilter(tree: FilterNode, columns: FilterColumn[], firstParam: number): { sql: string; params: Literal[] } {
  const byName = new Map(columns.map((c) => [c.name, c]));
  const params: Literal[] = [];
  const bind = (value: Literal) => {
    params.push(value);
    return `$${firstParam + params.length - 1}`;
  };
  const column = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new FilterError(`没有名为“${name}”的列`);
    return found;
  };
  const walk = (node: FilterNode): string => {
    switch (node.type) {
      case 'and':
      case 'or':
        return `(${walk(node.left)} ${node.type.toUpperCase()} ${walk(node.right)})`;
      case 'not':
        return `(NOT ${walk(node.operand)})`;
      case 'null':
        return `(${quoteIdent(column(node.column).name)} IS ${node.negated ? 'NOT ' : ''}NULL)`;
      case 'contains': {
        const col = column(node.column);
        if (col.kind !== 'text' && col.kind !== 'label') throw new FilterError(`列“${col.name}”不是文本，不能用 contains`);
        return `(contains(lower(${quoteIdent(col.name)}), lower(${bind(node.value)})))`;
      }
      case 'compare': {
        const col = column(node.column);
        const wanted = col.kind === 'number' ? 'number' : col.kind === 'bool' ? 'boolean' : col.kind === 'other' ? null : 'string';
        if (wanted === null) throw new FilterError(`列“${col.name}”只能用 is null / is not null 筛选`);
        if (typeof node.value !== wanted) {
          throw new FilterError(`列“${col.name}”是${wanted === 'number' ? '数值，应与数字比较' : wanted === 'boolean' ? '布尔值，应与 true 或 false 比较' : "文本，应与用单引号括起的文本比较"}`);
        }
        if (wanted === 'boolean' && node.op !== '=' && node.op !== '!=') throw new FilterError(`布尔列“${col.name}”只能用 = 或 !=`);
        return `(${quoteIdent(col.name)} ${node.op} ${bind(node.value)})`;
      }
    }
  };
  return { sql: walk(tree), params };
}
