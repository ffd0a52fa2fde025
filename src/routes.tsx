import { redirect, type LoaderFunctionArgs, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { hasFullSession } from './shared/auth/storage';
import { loginHref, paths } from './shared/config/paths';
import { RouteError } from './shared/ui/ErrorScreen';
import { storefrontRoutes } from './storefront/routes';

const APP_ROUTE = 'app';

/**
 * Anonymous visits to the workbench go to /login with the path to come back to (DESIGN §2). This
 * runs before the console's chunk is requested, so a visitor never downloads Refine.
 */
function requireWorkbenchSession({ request }: LoaderFunctionArgs) {
  if (hasFullSession()) return null;
  const url = new URL(request.url);
  return redirect(loginHref({ redirect: url.pathname + url.search }));
}

/** The public site's routes; the workbench's join them on the first path the site does not know. */
export const routes: RouteObject[] = [{ id: APP_ROUTE, errorElement: <RouteError />, children: storefrontRoutes }];

let discovered: Promise<void> | undefined;

/**
 * Lazy route discovery: the first path no public route matches (a workbench page, or an unknown
 * path) loads the workbench's route table and adds it, with the catch-all that sends any unknown
 * path home (SPEC §2). The public pages' entry thus holds none of the workbench's page list.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = ({ patch }) => {
  discovered ??= import('./console/routes').then(({ consoleRoutes, loadConsoleRoot }) => {
    patch(APP_ROUTE, [
      { lazy: loadConsoleRoot, loader: requireWorkbenchSession, children: consoleRoutes },
      { path: '*', loader: () => redirect(paths.home.getHref()) },
    ]);
  });
  return discovered;
};
