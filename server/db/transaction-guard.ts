import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Set while a transaction's callback (and everything it awaits) runs, so the outer handle can
 * tell that it is being used from inside one.
 */
const openTransaction = new AsyncLocalStorage<true>();

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

/** Whether the caller runs inside a transaction's callback. */
export const inTransaction = (): boolean => openTransaction.getStore() === true;

/**
 * The database handle as the modules get it: the same API, but inside `transaction(fn)` (in `fn`
 * and everything it awaits) every use of this outer handle fails at once with a clear error,
 * instead of deadlocking PGlite's single connection or silently escaping the transaction on
 * PostgreSQL. Use cases take the transaction they must use as a parameter.
 */
export function guardTransactions<D extends object>(db: D): D {
  const target = db as D & { transaction: (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown> };
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof property !== 'string') return value;
      if (property === 'transaction') {
        return (fn: (tx: unknown) => Promise<unknown>, config?: unknown) => {
          if (inTransaction()) throw new OuterHandleInTransactionError('transaction');
          return object.transaction((tx) => openTransaction.run(true, () => fn(tx)), config);
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

/**
 * Run `fn` outside any transaction's context: for work a transaction starts but does not wait
 * for (a cache refill, a notification sent after commit), which would otherwise inherit it.
 */
export const outsideTransaction = <T>(fn: () => T): T => openTransaction.exit(fn);
