import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { consoleRoutes, loadConsoleRoot } from './console/routes';
import { hasFullSession } from './shared/auth/storage';
import { loginHref, paths } from './shared/config/paths';
import { RouteError } from './shared/ui/ErrorScreen';
import { storefrontRoutes } from './storefront/routes';

/**
 * Anonymous visits to the workbench go to /login with the path to come back to (DESIGN §2). This
 * runs before the console's chunk is requested, so a visitor never downloads Refine.
 */
function requireWorkbenchSession({ request }: LoaderFunctionArgs) {
  if (hasFullSession()) return null;
  const url = new URL(request.url);
  return redirect(loginHref({ redirect: url.pathname + url.search }));
}

/** The whole app's routes: the public site, the workbench behind a session, and home for the rest. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      ...storefrontRoutes,
      { lazy: loadConsoleRoot, loader: requireWorkbenchSession, children: consoleRoutes },
      // Any unknown path goes home (SPEC §2).
      { path: '*', loader: () => redirect(paths.home) },
    ],
  },
];
