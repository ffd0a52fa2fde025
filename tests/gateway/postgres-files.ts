/**
 * The gateway files that run a second time on PostgreSQL: those whose rules depend on how the
 * database serves concurrent work (two gateways on one database, parallel requests racing for one
 * row, locks, SKIP LOCKED, notifications, pools). PGlite is the same engine on one connection, so
 * the rest (validation, permissions, rendering) says nothing new there.
 */
export const POSTGRES_FILES = [
  'access-points',
  'account-limits',
  'ai-gated',
  'ai-models',
  'attempt-limits',
  'backoffice-cards',
  'backoffice-goods',
  'backoffice-review',
  'budget',
  'caches',
  'compute',
  'content',
  'contracts',
  'credit',
  'holds',
  'idempotency',
  'inventory-reconcile',
  'invoice-titles',
  'invoices',
  'mall',
  'new-user-package',
  'payment',
  'read-cache',
  'sms',
  'stuck-database',
  'suppliers',
  'trust-orders',
  'wallet',
];

/** Files that run work at once but not on the database: the password hash pool, the photo engine's pool, object storage. */
export const NOT_DATABASE_CONCURRENCY = ['login-hashing', 'portrait', 'oss-files'];
