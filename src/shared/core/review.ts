/** The review centre's enumerations, shared by the gateway and the console (no zod: it reaches the browser). */

/**
 * pending: waiting for a decision (it may be claimed by one operator meanwhile);
 * approved / rejected: decided, with the reason; withdrawn: the applicant took it back.
 */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const;
