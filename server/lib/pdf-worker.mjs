// The PDF thread's worker (see renderOffThread in pdf.ts): laying out CJK text and subsetting the
// embedded font take hundreds of milliseconds a document, which on the event loop would hold every
// other request. It loads the TypeScript module that draws the document (through tsx, registered
// here: the worker starts without the parent's loader flags) and calls its named export.
import { register } from 'tsx/esm/api';
import { lowerThisThread } from './thread-priority.mjs';

register();
// Below the event loop's priority, as the photo thread: on a busy machine the scheduler serves the
// gateway's requests first and a document takes longer.
lowerThisThread(10);

/** @param {{ url: string, name: string, input: unknown }} task */
export default async function render({ url, name, input }) {
  const module = await import(url);
  const draw = module[name];
  if (typeof draw !== 'function') throw new Error(`pdf-worker: ${url} has no export ${name}`);
  return draw(input);
}
