import { HOST_SETTABLE_STATUSES, INSTANCE_ACTIONS } from './compute';
import { CATALOGUE_ACTIONS } from './catalogue';
import { CONTENT_ACTIONS, CONTENT_KINDS } from './content';
import { INBOX_KINDS } from './inbox';
import { PLAN_STEP_ACTIONS } from './supplier';

/**
 * The values a path segment named by an enumeration may take: the gateway registers one route per
 * value (`/v1/host/online/:id`, `/v1/host/maintenance/:id`), so each is checked. Apart from
 * api-paths.ts so that a page naming a path does not load these lists.
 */
export const PATH_SEGMENTS = {
  instanceAction: INSTANCE_ACTIONS.filter((action) => action !== 'update'),
  contentKind: CONTENT_KINDS,
  contentAction: Object.keys(CONTENT_ACTIONS) as (keyof typeof CONTENT_ACTIONS)[],
  hostStatus: HOST_SETTABLE_STATUSES,
  inboxKind: INBOX_KINDS,
  planAction: PLAN_STEP_ACTIONS,
  statementFile: ['export', 'pdf'],
  catalogueKind: ['modelAdmin', 'datasetAdmin'],
  catalogueAction: Object.keys(CATALOGUE_ACTIONS) as (keyof typeof CATALOGUE_ACTIONS)[],
} as const satisfies Record<string, readonly string[]>;
