import { Refine } from '@refinedev/core';
import { RefineKbarProvider } from '@refinedev/kbar';
import routerProvider from '@refinedev/react-router';
import { useTranslation } from '../shared/i18n';
import { Navigate, useLocation } from 'react-router';
import { http } from '../shared/api/client';
import { useUserInfo } from '../shared/features/account/api/get-user-info';
import { hasFullSession } from '../shared/auth/storage';
import { useSession } from '../shared/auth/session';
import { loginHref } from '../shared/config/paths';
import { queryClient } from '../shared/query/client';
import { withQueries } from '../shared/query/provider';
import { useSettings } from '../shared/settings/settings';
import { AntdProvider } from '../shared/ui/AntdProvider';
import { resources } from './config/resources';
import { withIcons } from './shell/resource-icons';
import './i18n';
import { accessControlProvider, authProvider } from './providers/auth-provider';
import { createDataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { useConsoleNotifications } from './providers/notification-provider';
import { ConsoleLayout } from './shell/ConsoleLayout';

const dataProvider = createDataProvider(http);
const consoleResources = withIcons(resources);

function RefineApp() {
  const notificationProvider = useConsoleNotifications();
  // Keeps the stored user (name, avatar, roles) fresh: on focus, reconnect and after profile edits.
  useUserInfo();
  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      routerProvider={routerProvider}
      notificationProvider={notificationProvider}
      resources={consoleResources}
      options={{
        disableTelemetry: true,
        // Tabs keep each page alive with its paging and filters; mirroring them into the URL
        // would let a closing page rewrite the address the user is leaving for.
        syncWithLocation: false,
        warnWhenUnsavedChanges: true,
        reactQuery: { clientConfig: queryClient },
        title: { text: '算力市场' },
      }}
    >
      {/* RefineKbarProvider ignores its props (DESIGN §4): actions come from useRegisterActions. */}
      <RefineKbarProvider>
        <ConsoleLayout />
      </RefineKbarProvider>
    </Refine>
  );
}

/** The workbench root (lazy): guard, antd theme from settings, then Refine. */
export function ConsoleRoot() {
  const session = useSession();
  const settings = useSettings();
  const location = useLocation();
  useTranslation('console');
  if (!session.loggedIn || !hasFullSession()) {
    return <Navigate to={loginHref({ redirect: location.pathname + location.search })} replace />;
  }
  return (
    <AntdProvider mode={settings.themeMode}>
      <RefineApp />
    </AntdProvider>
  );
}

export default withQueries(ConsoleRoot);
