import { Refine } from '@refinedev/core';
import { useNotificationProvider } from '@refinedev/antd';
import routerProvider from '@refinedev/react-router';
import type { NotificationProvider } from '@refinedev/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { http } from '../shared/api/client';
import { hasFullSession } from '../shared/auth/storage';
import { useSession } from '../shared/auth/session';
import { loginHref } from '../shared/config/paths';
import { queryClient } from '../shared/query/client';
import { useSettings } from '../shared/settings/settings';
import { AntdProvider } from '../shared/ui/AntdProvider';
import { resources } from './config/resources';
import './i18n';
import { accessControlProvider, authProvider } from './providers/auth-provider';
import { createDataProvider } from './providers/data-provider';
import { i18nProvider } from './providers/i18n-provider';
import { ConsoleLayout } from './shell/ConsoleLayout';

const dataProvider = createDataProvider(http);

/**
 * Errors are already shown once by the HTTP client; Refine's own error notifications would say
 * the same thing twice, so only its success and progress notifications pass.
 */
function useConsoleNotifications(): NotificationProvider {
  const antd = useNotificationProvider();
  return useMemo(
    () => ({ open: (params) => (params.type === 'error' ? undefined : antd.open(params)), close: antd.close }),
    [antd],
  );
}

function RefineApp() {
  const notificationProvider = useConsoleNotifications();
  return (
    <Refine
      dataProvider={dataProvider}
      authProvider={authProvider}
      accessControlProvider={accessControlProvider}
      i18nProvider={i18nProvider}
      routerProvider={routerProvider}
      notificationProvider={notificationProvider}
      resources={resources}
      options={{
        disableTelemetry: true,
        syncWithLocation: true,
        warnWhenUnsavedChanges: true,
        reactQuery: { clientConfig: queryClient },
        title: { text: '算力市场' },
      }}
    >
      <ConsoleLayout />
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

export default ConsoleRoot;
