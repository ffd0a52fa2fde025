/** SPEC §3: the one news entry that leads to a page of its own (/white-paper). */
export const WHITE_PAPER_NEWS_ID = 'white-paper';
