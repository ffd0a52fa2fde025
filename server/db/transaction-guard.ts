import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Set while a transaction's callback (and everything it awaits) runs, so the outer handle can
 * tell that it is being used from inside one.
 */
const openTransaction = new AsyncLocalStorage<OpenTransaction>();

/** What a transaction's flow knows about it: the tables it wrote, announced once it commits. */
export interface OpenTransaction {
  written: Set<string>;
}

/** The outer database handle was used while a transaction of this async flow was open. */
export class OuterHandleInTransactionError extends Error {
  constructor(method: string) {
    super(
      `db.${method}() was called inside db.transaction(): use the transaction handle (tx) there. ` +
        'On PGlite, which has one connection, the query would wait for the transaction that waits for it; on PostgreSQL it would not be part of the transaction.',
    );
    this.name = 'OuterHandleInTransactionError';
  }
}

/** What starts a query (or hands out something that does) on a Drizzle database. */
const QUERYING = new Set(['select', 'selectDistinct', 'selectDistinctOn', 'insert', 'update', 'delete', 'execute', 'with', '$with', '$count', 'query', 'refreshMaterializedView']);

/** The transaction the caller runs inside, if any. */
export const currentTransaction = (): OpenTransaction | undefined => openTransaction.getStore();
const inTransaction = (): boolean => openTransaction.getStore() !== undefined;

/**
 * The database handle as the modules get it: the same API, but inside `transaction(fn)` (in `fn`
 * and everything it awaits) every use of this outer handle fails at once with a clear error,
 * instead of deadlocking PGlite's single connection or silently escaping the transaction on
 * PostgreSQL. Use cases take the transaction they must use as a parameter. `onCommit` hears which
 * tables a committed transaction wrote.
 */
export function guardTransactions<D extends object>(db: D, onCommit: (written: Set<string>) => void = () => {}): D {
  const target = db as D & { transaction: (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown> };
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof property !== 'string') return value;
      if (property === 'transaction') {
        return (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => {
          if (inTransaction()) throw new OuterHandleInTransactionError('transaction');
          const open: OpenTransaction = { written: new Set() };
          return object.transaction((tx) => openTransaction.run(open, () => fn(tx)), config).then((result) => {
            if (open.written.size) onCommit(open.written);
            return result;
          });
        };
      }
      if (QUERYING.has(property)) {
        if (inTransaction()) throw new OuterHandleInTransactionError(property);
        return typeof value === 'function' ? value.bind(object) : value;
      }
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}
