import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, REVIEW_KIND_NAMES } from './audit-labels';
import { REVIEW_KINDS } from '../contracts/review';
import { CONTENT_ACTIONS, CONTENT_KINDS } from './content';
import { CATALOGUE_ACTIONS } from './catalogue';
import { INBOX_KINDS } from './inbox';
import { REGISTER_TYPES } from '../contracts/account';
import { REGISTER_TYPE_NAMES } from './account-labels';
import { STATEMENT_LINE_KIND_NAMES, STATEMENT_LINE_KINDS, STATEMENT_STATUS_NAMES, STATEMENT_STATUSES } from '../contracts/supplier';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
const modules = files(join(__dirname, '../../../server/modules'));
const source = (path: string) => readFileSync(join(__dirname, '../../../server/modules', path), 'utf8');
const all = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!);

/** Every action the gateway can write: literal keys where audit rows are written, and each templated area with its verbs. */
function emittedActions(): Set<string> {
  const found = new Set<string>();
  for (const path of modules) {
    const text = readFileSync(path, 'utf8');
    if (!/recordAudit\(|\baudit\(tx|audited\(/.test(text)) continue;
    for (const line of text.split('\n').filter((l) => /recordAudit|action:|\baudit\(tx|audited\(/.test(l))) {
      for (const key of all(line.replace(/targetType: '[^']*'/g, ''), /'([a-z_]+\.[a-z_.]+)'/g)) if (!key.startsWith('content.') || line.includes('action')) found.add(key);
    }
  }
  const templated: Record<string, string[]> = {
    content: [...Object.keys(CONTENT_ACTIONS), ...all(source('content/admin-repository.ts'), /audited\(tx, clock, actor, [\w']+, '([\w.]+)'/g)],
    model: [...Object.keys(CATALOGUE_ACTIONS), ...all(source('ai/admin.ts'), /(?:audited\(tx, actor|editing\(actor, id), '([\w.]+)'/g)],
    dataset: [...Object.keys(CATALOGUE_ACTIONS), ...all(source('dataset/admin.ts'), /(?:audited\(tx, actor|editing\(actor, id), '([\w.]+)'/g)],
    invoice: all(source('invoice/issuing.ts').replace(/step\(\s*deps,\s*operator,\s*id,\s*/g, 'step(deps, operator, id, '), /step\(deps, operator, id, '(\w+)'/g),
  };
  expect(templated.invoice).toEqual(expect.arrayContaining(['accept', 'issue', 'reverse', 'reissue']));
  for (const [area, verbs] of Object.entries(templated)) for (const verb of verbs) found.add(`${area}.${verb}`);
  return found;
}

describe('audit labels', () => {
  it('labels every action the gateway records, in Chinese', () => {
    const actions = emittedActions();
    expect(actions.size).toBeGreaterThan(40);
    expect([...actions].filter((a) => !AUDIT_ACTION_LABELS[a])).toEqual([]);
    for (const action of actions) expect(AUDIT_ACTION_LABELS[action] ?? '', action).toMatch(/[\u4e00-\u9fff]/);
  });

  it('labels every object type the gateway records, review kinds included', () => {
    const literal = modules.flatMap((path) => all(readFileSync(path, 'utf8'), /targetType: '([\w.:]+)'/g));
    const fromAudited = all(source('market/goods-repository.ts'), /(?:audited\('\w+', actor|audit\(tx, actor), [^,]+, '(\w+)'/g);
    const types = [...literal, ...fromAudited, ...REVIEW_KINDS.map((k) => `review:${k}`), ...CONTENT_KINDS.map((k) => `content.${k}`), ...INBOX_KINDS];
    expect(types).toContain('review:supply_plan');
    for (const type of types) expect(AUDIT_TARGET_LABELS[type] ?? '', type).toMatch(/[\u4e00-\u9fff]/);
    expect(Object.keys(REVIEW_KIND_NAMES).sort()).toEqual([...REVIEW_KINDS].sort());
  });

  it('names registration types and statement states and lines in Chinese', () => {
    for (const [keys, names] of [
      [REGISTER_TYPES, REGISTER_TYPE_NAMES],
      [STATEMENT_STATUSES, STATEMENT_STATUS_NAMES],
      [STATEMENT_LINE_KINDS, STATEMENT_LINE_KIND_NAMES],
    ] as [readonly string[], Record<string, string>][]) {
      for (const key of keys) expect(names[key] ?? '', key).toMatch(/^[\u4e00-\u9fff/]+$/);
    }
  });
});
