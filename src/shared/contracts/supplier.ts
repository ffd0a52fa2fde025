/**
 * Suppliers (issue 14): their profile and review, supply plans, statements. Enumerations of
 * SPEC §3 and §4; each endpoint's schemas join this file with the supplier feature.
 */
import { z } from 'zod';

/** SPEC §4 supplier review status. */
export const SUPPLIER_STATUSES = ['pending_review', 'review_failed', 'review_pass'] as const;
export const SupplierStatus = z.enum(SUPPLIER_STATUSES);
export type SupplierStatus = z.infer<typeof SupplierStatus>;

/** SPEC §3 source: what a plan offers — physical machines (the default) or capacity behind an open API. */
export const PLAN_TYPES = ['physical_machine', 'open_api'] as const;
export const PlanType = z.enum(PLAN_TYPES);

/** SPEC §3 resource type: how a machine is sold. TG_BMS bare metal (the mall), TG_ECS elastic GPU containers, … */
export const RESOURCE_TYPES = ['TG_BMS', 'TG_ECS', 'TG_KE', 'TG_EIP', 'TG_VPC', 'TG_LB', 'TG_BLOCK_STORAGE', 'TG_FILE_STORAGE', 'TG_OSS'] as const;
export const ResourceType = z.enum(RESOURCE_TYPES);

/** SPEC §3 supplier (the upstream channel a good comes from). */
export const SUPPLIER_CHANNELS = ['xunmeng', 'qingdao', 'daocloud', 'gpugeek'] as const;

/** SPEC §3 save state of the plan form's draft. */
export const SAVE_STATES = ['saved', 'saving', 'failed'] as const;

/**
 * A supply plan's life (documented in the README): draft → pending_review → review_failed | review_pass
 * → published ⇄ unpublished; deleted only while nothing is rented. A published plan edited is a
 * revision under review while the published version keeps selling.
 */
export const PLAN_STATUSES = ['draft', 'pending_review', 'review_failed', 'review_pass', 'published', 'unpublished'] as const;
export const PlanStatus = z.enum(PLAN_STATUSES);
export type PlanStatus = z.infer<typeof PlanStatus>;

/** A published plan's pending revision, if any. */
export const REVISION_STATUSES = ['draft', 'pending_review', 'review_failed'] as const;

/** SPEC §4 plan actions. */
export const PLAN_ACTIONS = ['add', 'update', 'launchExamine', 'cancelExamine', 'publish', 'notPublish', 'deletePlan'] as const;

/** A weekly statement's life: draft → issued → confirmed | disputed → settled. */
export const STATEMENT_STATUSES = ['draft', 'issued', 'confirmed', 'disputed', 'settled'] as const;
export const StatementStatus = z.enum(STATEMENT_STATUSES);

/** Statement lines: income, the platform's fee, what card-hours or coupons paid, adjustments, the guaranteed floor. */
export const STATEMENT_LINE_KINDS = ['gross', 'fee', 'covered', 'adjustment', 'floor'] as const;

/** A host's state over time, for availability: who caused an outage matters for the floor. */
export const HOST_STATES = ['online', 'maintenance', 'offline'] as const;
export const OUTAGE_CAUSES = ['supplier', 'platform'] as const;
