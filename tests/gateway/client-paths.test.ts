/**
 * Every path the browser calls is one the gateway serves, with the same method: a renamed or
 * removed route fails here rather than in a visitor's browser.
 *
 * The calls are read from the source: each `http.<method>(path, …)` and each Refine call object
 * `{ url, method }` in src/ (tests aside), and the workbench's lists and records of a resource
 * (on the path the data provider builds from the resource's declaration). A path is a name of src/shared/core/api-paths.ts (`API.…`),
 * followed through local constants, local helpers and the parameters of a local function to its
 * call sites; a literal path is taken as written. Segments named in PATH_SEGMENTS are expanded
 * to every value (the gateway registers one route per value); other parameters match any
 * parameter of the documented path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../src/console/config/resources';
import { endpointFor } from '../../src/console/providers/data-provider';
import { PATH_SEGMENTS } from '../../src/shared/core/api-path-segments';
import * as API from '../../src/shared/core/api-paths';
import { createTestApp } from './helpers';

const ROOT = path.resolve(__dirname, '../..');

/** Calls whose path the gateway hands out at run time (an upload policy, an evidence link). */
const GIVEN_BY_THE_GATEWAY = [
  'src/shared/features/supplier/api/uploads.ts: policy.uploadUrl.replace(/^\\/gateway/, \'\')',
  "src/shared/features/review/api/get-evidence.ts: url.replace(/^\\/gateway/, '')",
];
/** The HTTP client itself, and Refine's generic provider, which builds `/v1/<resource>/…` from a resource's name. */
const GENERIC = ['src/shared/api/http.ts', 'src/console/providers/data-provider.ts'];

interface ClientCall {
  where: string;
  method: string;
  /** Patterns (`/v1/a/:id`) or literal paths with `{}` for an interpolated segment. */
  paths: string[];
}

const HTTP_METHODS: Record<string, string> = { get: 'GET', file: 'GET', delete: 'DELETE', post: 'POST', put: 'PUT', patch: 'PATCH' };

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The string leaves of API under a dotted name (`mall.goodsDetail`, a whole group, or '' for all). */
function leaves(dotted: string): string[] {
  let node: unknown = API;
  for (const key of dotted.split('.').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[key];
  if (typeof node === 'string') return [node];
  if (node && typeof node === 'object') {
    const groups = Object.entries(node).filter(([, value]) => typeof value !== 'function'); // apiPath sits beside the groups
    return groups.flatMap(([key]) => leaves(`${dotted}.${key}`));
  }
  throw new Error(`API${dotted} is not in src/shared/core/api-paths`);
}

/** Where an identifier is declared in this file: a local constant or function, or a parameter. */
function declarationOf(file: ts.SourceFile, name: string, at: ts.Node): ts.Node | undefined {
  for (let scope: ts.Node | undefined = at; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      const parameter = scope.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
      if (parameter) return parameter;
    }
  }
  let found: ts.Node | undefined;
  const visit = (node: ts.Node) => {
    if (found) return;
    if ((ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) && node.name && ts.isIdentifier(node.name) && node.name.text === name) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The name a function is called by in this file, if any. */
function functionName(fn: ts.SignatureDeclaration): string | undefined {
  if (ts.isFunctionDeclaration(fn) && fn.name) return fn.name.text;
  if (ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) return fn.parent.name.text;
  return undefined;
}

function callsOf(file: ts.SourceFile, name: string): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return calls;
}

/** The paths an expression may evaluate to; undefined when it cannot be followed. */
function pathsOf(file: ts.SourceFile, expression: ts.Expression, depth = 0): string[] | undefined {
  if (depth > 6) return undefined;
  if (/^API(\.\w+)+$/.test(expression.getText(file))) return leaves(expression.getText(file).slice(3));
  if (ts.isCallExpression(expression) && expression.expression.getText(file) === 'apiPath') return pathsOf(file, expression.arguments[0]!, depth + 1);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isTemplateExpression(expression)) {
    // An interpolated segment is any parameter, unless it is itself a path of the table.
    const spans = expression.templateSpans.map((span) => (/\bAPI\./.test(span.expression.getText(file)) ? pathsOf(file, span.expression, depth + 1) : ['{}']));
    if (spans.some((span) => !span) || !(expression.head.text.startsWith('/') || spans[0]![0] !== '{}')) return undefined;
    return spans.reduce<string[]>(
      (heads, span, i) => heads.flatMap((head) => span!.map((value) => head + value + expression.templateSpans[i]!.literal.text)),
      [expression.head.text],
    );
  }
  if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [pathsOf(file, expression.left, depth + 1), pathsOf(file, expression.right, depth + 1)];
    return left && right ? left.flatMap((a) => right.map((b) => a + b)) : undefined;
  }
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) return pathsOf(file, expression.expression, depth + 1);
  if (ts.isConditionalExpression(expression)) {
    const [a, b] = [pathsOf(file, expression.whenTrue, depth + 1), pathsOf(file, expression.whenFalse, depth + 1)];
    return a && b ? [...a, ...b] : undefined;
  }
  const follow = (name: string): string[] | undefined => {
    const declaration = declarationOf(file, name, expression);
    if (!declaration) return undefined;
    if (ts.isVariableDeclaration(declaration) && declaration.initializer) {
      const init = declaration.initializer;
      if (ts.isArrowFunction(init)) return ts.isBlock(init.body) ? undefined : pathsOf(file, init.body, depth + 1);
      return pathsOf(file, init, depth + 1);
    }
    if (ts.isParameter(declaration)) {
      const fn = declaration.parent;
      const index = fn.parameters.indexOf(declaration);
      const name = functionName(fn);
      const sites = name ? callsOf(file, name) : [];
      const all = sites.map((site) => (site.arguments[index] ? pathsOf(file, site.arguments[index]!, depth + 1) : undefined));
      return sites.length && all.every(Boolean) ? all.flat() as string[] : undefined;
    }
    return undefined;
  };
  if (ts.isIdentifier(expression)) return follow(expression.text);
  if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) return follow(expression.expression.text);
  return undefined;
}

function clientCalls(): { calls: ClientCall[]; unresolved: string[] } {
  const calls: ClientCall[] = [];
  const unresolved: string[] = [];
  const files = sourceFiles('src').filter((file) => !GENERIC.includes(file));
  for (const name of files) {
    const file = ts.createSourceFile(name, readFileSync(path.join(ROOT, name), 'utf8'), ts.ScriptTarget.Latest, true);
    const record = (node: ts.Node, method: string, expression: ts.Expression) => {
      const where = `${name}: ${expression.getText(file)}`;
      if (GIVEN_BY_THE_GATEWAY.includes(where)) return;
      const paths = pathsOf(file, expression);
      if (paths) calls.push({ where, method, paths });
      else unresolved.push(`${where} (line ${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1})`);
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.expression.getText(file) === 'http') {
        const method = HTTP_METHODS[node.expression.name.text];
        if (method && node.arguments[0]) record(node, method, node.arguments[0]);
      }
      if (ts.isObjectLiteralExpression(node)) {
        const property = (key: string) =>
          node.properties.find((p): p is ts.PropertyAssignment | ts.ShorthandPropertyAssignment => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText(file) === key);
        const url = property('url');
        const method = property('method');
        if (url && method && ts.isPropertyAssignment(method) && ts.isStringLiteral(method.initializer)) {
          record(node, method.initializer.text.toUpperCase(), ts.isPropertyAssignment(url) ? url.initializer : url.name);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { calls, unresolved };
}

/**
 * The workbench's Refine calls: a list (useAntdTable, useList) or one record (useOne, DetailPage)
 * of a resource, on the path the data provider builds from the resource's declaration.
 */
function refineCalls(): ClientCall[] {
  const calls: ClientCall[] = [];
  for (const name of sourceFiles('src/console')) {
    const text = readFileSync(path.join(ROOT, name), 'utf8');
    const uses = [
      ...[...text.matchAll(/\b(useAntdTable|useList|useOne)\b[^;]{0,160}?resource: '(\w+)'/g)].map((m) => ({ resource: m[2]!, operation: m[1] === 'useOne' ? 'one' : 'list' })),
      ...[...text.matchAll(/<DetailPage<[^>]*>\s+resource="(\w+)"/g)].map((m) => ({ resource: m[1]!, operation: 'one' })),
    ] as { resource: string; operation: 'list' | 'one' }[];
    for (const { resource, operation } of uses) {
      const meta = resources.find((declared) => declared.name === resource)?.meta;
      const url = endpointFor(resource, operation, meta, 'PARAM').replace('PARAM', '{}');
      calls.push({ where: `${name}: ${operation} of ${resource}`, method: 'GET', paths: [url] });
    }
  }
  return calls;
}

/** A pattern as the paths it stands for, in the document's shape with `{}` for any parameter. */
function expand(pattern: string): string[] {
  let shapes = [''];
  for (const segment of pattern.split('/').slice(1)) {
    const name = segment.startsWith(':') ? segment.slice(1) : undefined;
    const values = name && name in PATH_SEGMENTS ? [...PATH_SEGMENTS[name as keyof typeof PATH_SEGMENTS]] : [name !== undefined ? '{}' : segment];
    shapes = shapes.flatMap((shape) => values.map((value) => `${shape}/${value}`));
  }
  return shapes;
}

let served: Set<string>;

beforeAll(async () => {
  const app: FastifyInstance = await createTestApp();
  const doc = (await app.inject({ method: 'GET', url: '/gateway/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  served = new Set(
    Object.entries(doc.paths).flatMap(([docPath, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${docPath.replace(/\{[^}]+\}/g, '{}')}`),
    ),
  );
});

describe('the paths the browser calls', () => {
  const { calls, unresolved } = clientCalls();

  it('are all followed to a path', () => {
    expect(calls.length).toBeGreaterThan(130);
    expect(refineCalls().length).toBeGreaterThan(20);
    expect(unresolved).toEqual([]);
  });

  it('are served by the gateway with the method the client uses', () => {
    const missing = [...calls, ...refineCalls()].flatMap((call) =>
      call.paths.flatMap(expand).filter((shape) => !served.has(`${call.method} ${shape}`)).map((shape) => `${call.method} ${shape}  ← ${call.where}`),
    );
    expect(missing).toEqual([]);
  });

  it('include every name of the path table, and each is served', () => {
    const called = new Set(calls.flatMap((call) => call.paths));
    const all = leaves('');
    const servedShapes = new Set([...served].map((entry) => entry.slice(entry.indexOf(' ') + 1)));
    expect(all.filter((pattern) => !expand(pattern).every((shape) => servedShapes.has(shape)))).toEqual([]);
    // Names only the console's resource table uses (Refine builds those calls) are the exception.
    expect(all.filter((pattern) => !called.has(pattern))).toEqual(['/v1/contentAdmin/:contentKind/page']);
  });

  it('name the table rather than spell a path, in the client operations', () => {
    const spelled = sourceFiles('src/shared/features').filter(
      (file) => file.includes('/api/') && /['`]\/(v1|dev|user)\//.test(readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')),
    );
    expect(spelled).toEqual([]);
  });
});
