/** Gateway paths called by the users feature (see ../api-paths.ts). */

export const adminUser = {
  lock: '/user/lock/:id',
  roles: '/user/roles/:id',
  signout: '/user/signout/:id',
  unlock: '/user/unlock/:id',
} as const;
