// A worker thread's own CPU priority. Piscina's `niceIncrement` needs the optional @napi-rs/nice
// package, which the project does not install, so it did nothing: the pools' threads competed with
// the gateway's event loop at the same priority. On Linux a thread's nice value is its own
// (setpriority(2) on the calling thread), so a worker lowers itself when it starts; elsewhere the
// call would lower the whole process, gateway included, and is left out.
import { getPriority, setPriority } from 'node:os';

/** Lower the calling thread's priority by `increment` (Linux only); answers its nice value. */
export function lowerThisThread(increment) {
  if (process.platform !== 'linux') return getPriority();
  try {
    setPriority(Math.min(19, getPriority() + increment));
  } catch {
    // Not permitted here (a sandbox): the thread keeps the gateway's priority.
  }
  return getPriority();
}
