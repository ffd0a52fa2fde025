/** SPEC §9's query defaults, apart from the client so that what only needs a number does not load it. */
export const QUERY_RETRIES = 3;
export const CACHE_TIME = 5 * 60_000;
export const STALE_TIME = 101_000;
