/** Gateway paths called by the analysis feature (see ../api-paths.ts). */

export const analysis = {
  daily: '/v1/analysis/daily',
} as const;
