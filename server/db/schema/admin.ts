import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** The permission matrix, as data: which role holds which permission (seeded by migration 0006). */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

// ---- Goods and prices ------------------------------------------------------------------------
