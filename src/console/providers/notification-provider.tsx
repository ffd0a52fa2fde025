import type { NotificationProvider } from '@refinedev/core';
import { App, Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../shared/i18n';

/**
 * Refine's notifications on antd's App context, without @refinedev/antd (which would bring
 * react-markdown and pro-layout into the first page). Errors are already shown once by the HTTP
 * client, so only success and undoable progress notifications are shown here.
 */
export function useConsoleNotifications(): NotificationProvider {
  const { notification } = App.useApp();
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      open: ({ key, message, description, type, undoableTimeout, cancelMutation }) => {
        if (type === 'error') return;
        if (type === 'progress') {
          notification.info({
            key,
            message,
            description,
            duration: undoableTimeout ?? 5,
            btn: (
              <Button size="small" onClick={() => { cancelMutation?.(); if (key) notification.destroy(key); }}>
                {t('cancel')}
              </Button>
            ),
          });
          return;
        }
        notification.success({ key, message, description, duration: 3 });
      },
      close: (key) => notification.destroy(key),
    }),
    [notification, t],
  );
}
