/** Workbench routes this shell adds (SPEC §2 lists the product's; these are the shell's own). */
export const consolePaths = {
  dashboard: '/dashboard',
  profile: '/account/profile',
  security: '/account/security',
  organization: '/account/organization',
  overview: '/admin/overview',
  users: '/admin/users',
  userShow: (id: string | number) => `/admin/users/${encodeURIComponent(String(id))}`,
  roles: '/admin/roles',
  permissions: '/admin/permissions',
  exception: (code: 403 | 404 | 500) => `/exception/${code}`,
} as const;
