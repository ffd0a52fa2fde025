/** Gateway paths called by the audit feature (see ../api-paths.ts). */

export const audit = {
  export: '/v1/audit/export',
} as const;
