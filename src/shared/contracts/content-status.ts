/**
 * The lifecycle every piece of published content shares (announcements, knowledge, articles, news,
 * carousel slides, agreements): DRAFT → SCHEDULED → PUBLISH → ARCHIVED. PUBLISH keeps SPEC §7's
 * spelling (the home page asks for status=PUBLISH); SCHEDULED shows once its publish time has come.
 */
import { z } from 'zod';
import { CONTENT_STATUSES } from '../core/content';

export { CONTENT_STATUSES };
export const ContentStatus = z.enum(CONTENT_STATUSES);
export type ContentStatus = z.infer<typeof ContentStatus>;
