/**
 * Close the app, or give up after `ms`: whatever the database is doing (a stuck query never lets
 * close() finish), the caller gets an answer in time. True when it closed cleanly.
 */
export async function closeWithin(app: { close(): PromiseLike<unknown> }, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([Promise.resolve(app.close()).then(() => true), late]);
  } finally {
    clearTimeout(timer);
  }
}
