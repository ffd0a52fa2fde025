import { DuckDBInstance, type DuckDBConnection, type DuckDBValue } from '@duckdb/node-api';
import type { ColumnKind, DatasetFormat } from '../../../src/shared/core/dataset';

/** Connections open at once: one per core of this machine's two, so one slow query does not hold every read. */
const CONNECTIONS = 2;

/** Rows of a query, as JSON values (BIGINT and DECIMAL arrive as strings). */
export type JsonRow = Record<string, unknown>;

/** The table function that reads a file of this format; the path is always the first parameter. */
export function fileSource(format: DatasetFormat): string {
  switch (format) {
    case 'parquet':
      return 'read_parquet($1)';
    case 'csv':
      return 'read_csv($1, header = true)';
    case 'jsonl':
      return "read_json($1, format = 'newline_delimited')";
  }
}

const NUMBER_TYPE = /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|DECIMAL.*)$/;

/** How the viewer treats a DuckDB type: numbers, strings (text until the statistics call it a label), booleans, anything else. */
export function kindOfType(type: string): ColumnKind {
  if (NUMBER_TYPE.test(type)) return 'number';
  if (type === 'VARCHAR') return 'text';
  if (type === 'BOOLEAN') return 'bool';
  return 'other';
}

/**
 * The gateway's one DuckDB: in memory, extensions neither installed nor loaded automatically, and
 * file access limited to the dataset cache's directory before the configuration is locked, so no
 * query can reach the network or another file. Opened on first use (a gateway that never shows a
 * dataset pays nothing) with a small pool of connections.
 */
export class DatasetEngine {
  private instance: Promise<DuckDBInstance> | null = null;
  private readonly idle: DuckDBConnection[] = [];
  private readonly waiting: ((connection: DuckDBConnection) => void)[] = [];
  private opened = 0;

  constructor(private readonly allowedDir: string) {}

  private open(): Promise<DuckDBInstance> {
    this.instance ??= (async () => {
      const instance = await DuckDBInstance.create(':memory:', {
        autoinstall_known_extensions: 'false',
        autoload_known_extensions: 'false',
        threads: String(CONNECTIONS),
        memory_limit: '512MB',
      });
      const setup = await instance.connect();
      const dir = this.allowedDir.replaceAll("'", "''");
      await setup.run(`SET allowed_directories = ['${dir}/']`);
      await setup.run('SET enable_external_access = false');
      await setup.run('SET lock_configuration = true');
      setup.closeSync();
      return instance;
    })();
    return this.instance;
  }

  private async acquire(): Promise<DuckDBConnection> {
    const free = this.idle.pop();
    if (free) return free;
    if (this.opened < CONNECTIONS) {
      this.opened += 1;
      return (await this.open()).connect();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(connection: DuckDBConnection) {
    const next = this.waiting.shift();
    if (next) next(connection);
    else this.idle.push(connection);
  }

  /** Run a statement with bound values and answer its rows as JSON. */
  async all(sql: string, values: DuckDBValue[]): Promise<JsonRow[]> {
    const connection = await this.acquire();
    try {
      const reader = await connection.runAndReadAll(sql, values);
      return reader.getRowObjectsJson() as JsonRow[];
    } finally {
      this.release(connection);
    }
  }

  /** A file's columns and their DuckDB types. */
  async describe(file: string, format: DatasetFormat): Promise<{ name: string; type: string }[]> {
    const rows = await this.all(`DESCRIBE SELECT * FROM ${fileSource(format)}`, [file]);
    return rows.map((row) => ({ name: String(row.column_name), type: String(row.column_type) }));
  }

  async close(): Promise<void> {
    if (!this.instance) return;
    const instance = await this.instance;
    for (const connection of this.idle) connection.closeSync();
    instance.closeSync();
    this.instance = null;
  }
}
