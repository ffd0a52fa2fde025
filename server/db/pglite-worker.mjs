// The embedded database's own thread (see pglite-thread.ts): PGlite runs here, so its queries and
// the file system work behind them never hold the gateway's event loop. Messages in: open, query,
// begin, end, listen, dump, close; each answered by id, notifications sent as they come.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {PGlite | null} */
let db = null;
/** Open transactions by id: the PGlite transaction and how to end it. */
const transactions = new Map();
/** Channels listened on (each once; the main thread keeps who listens). */
const listening = new Set();

/** Marks the end of a transaction that is to roll back. */
class Rollback extends Error {}

/** What of an error the main thread needs: PostgreSQL's fields (code, constraint, detail, …). */
function describe(error) {
  const described = { message: String(error?.message ?? error), name: error?.name ?? 'Error' };
  for (const field of ['code', 'severity', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'where', 'position', 'routine']) {
    if (error && error[field] !== undefined) described[field] = error[field];
  }
  return described;
}

/** Query options: the row mode, and the type ids whose values stay text (drizzle parses them). */
function optionsOf(message) {
  const parsers = Object.fromEntries((message.textTypes ?? []).map((oid) => [oid, (value) => value]));
  return { rowMode: message.rowMode, parsers };
}

const answer = (id, result) => parentPort.postMessage({ id, result });
const fail = (id, error) => parentPort.postMessage({ id, error: describe(error) });

async function handle(message) {
  switch (message.op) {
    case 'open': {
      db = message.snapshot ? await PGlite.create({ loadDataDir: new Blob([message.snapshot]) }) : await PGlite.create(message.dataDir);
      return answer(message.id, null);
    }
    case 'query': {
      const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
      if (!target) throw new Error(`transaction ${message.tx} is not open`);
      const result = await target.query(message.sql, message.params, optionsOf(message));
      return answer(message.id, { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });
    }
    case 'begin': {
      // Held open until the main thread ends it; PGlite queues every other query meanwhile.
      const open = { tx: null, end: null, endId: null };
      const ended = new Promise((resolve) => (open.end = resolve));
      db.transaction(async (tx) => {
        open.tx = tx;
        transactions.set(message.id, open);
        answer(message.id, null);
        const { commit } = await ended;
        if (!commit) throw new Rollback();
      }).then(
        () => answer(open.endId, null),
        (error) => {
          transactions.delete(message.id);
          if (open.endId === null) return fail(message.id, error);
          return error instanceof Rollback ? answer(open.endId, null) : fail(open.endId, error);
        },
      );
      return undefined;
    }
    case 'end': {
      const open = transactions.get(message.tx);
      if (!open) throw new Error(`transaction ${message.tx} is not open`);
      open.endId = message.id;
      transactions.delete(message.tx);
      open.end({ commit: message.commit });
      return undefined;
    }
    case 'listen': {
      if (!listening.has(message.channel)) {
        await db.listen(message.channel, (payload) => parentPort.postMessage({ notify: message.channel, payload }));
        listening.add(message.channel);
      }
      return answer(message.id, null);
    }
    case 'dump': {
      const blob = await db.dumpDataDir('none');
      return answer(message.id, new Uint8Array(await blob.arrayBuffer()));
    }
    case 'close': {
      await db.close();
      answer(message.id, null);
      return parentPort.close();
    }
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

parentPort.on('message', (message) => {
  handle(message).catch((error) => fail(message.id, error));
});
