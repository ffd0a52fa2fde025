import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';

/** The nice value a worker thread reports after lowering itself, and the main thread's then. */
function niceInWorker(): Promise<{ worker: number; main: number }> {
  const module = new URL('./thread-priority.mjs', import.meta.url).href;
  const worker = new Worker(`import(${JSON.stringify(module)}).then(({ lowerThisThread }) => require('node:worker_threads').parentPort.postMessage(lowerThisThread(10)));`, { eval: true });
  return new Promise((resolve, reject) => {
    worker.once('message', (nice: number) => {
      resolve({ worker: nice, main: getPriority() });
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

describe('lowerThisThread', () => {
  it.runIf(process.platform === 'linux')('lowers the calling worker thread only, never the gateway thread', async () => {
    const before = getPriority();
    const { worker, main } = await niceInWorker();
    expect(worker).toBe(Math.min(19, before + 10));
    expect(main).toBe(before);
  });
});
