/**
 * An idempotency key for one filled-in form: the gateway refuses a second submission carrying the
 * same key, so a double click or a replayed request cannot create two records. getRandomValues
 * works on plain http too, where randomUUID is unavailable.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
