import type { RouteObject } from 'react-router';
import { paths } from '../shared/config/paths';
import './i18n';
import { PublicLayout, type PublicHandle } from './layout/PublicLayout';

const dark: PublicHandle = { theme: 'dark' };
const light: PublicHandle = { theme: 'light' };

/**
 * The public site's routes (SPEC §2). Each page is its own chunk; the layout is eager because
 * every public page shows it. Themes come from each route's handle: light where SPEC §2 and §6
 * say so, dark everywhere else.
 */
export const storefrontRoutes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      { index: true, handle: dark, lazy: async () => ({ Component: (await import('./home/HomePage')).default }) },
      { path: paths.homeBack, handle: dark, lazy: async () => ({ Component: (await import('./home-back/HomeBackPage')).default }) },
      {
        path: paths.forbidden,
        handle: dark,
        lazy: async () => ({ Component: (await import('./errors/ErrorPages')).ForbiddenPage }),
      },
      {
        path: paths.notFound,
        handle: dark,
        lazy: async () => ({ Component: (await import('./errors/ErrorPages')).NotFoundPage }),
      },
      {
        path: paths.devOutbox,
        handle: dark,
        lazy: async () => ({ Component: (await import('./dev/OutboxPage')).default }),
      },
    ],
  },
  { path: paths.login, lazy: async () => ({ Component: (await import('./login/LoginPage')).default }) },
];

void light;
