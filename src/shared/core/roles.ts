/**
 * What an account may do (SPEC §6): rent compute, supply it, run the platform, or (finance) decide
 * credit applications and invoices. Here, outside the contracts, because the browser needs the
 * list itself and takes only types from contracts.
 */
export const ROLES = ['renter', 'supplier', 'operator', 'finance'] as const;
