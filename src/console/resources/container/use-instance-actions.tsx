import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import { ApiError } from '../../../shared/api/error';
import type { Instance, InstanceAction, NameBody, StartMode } from '../../../shared/contracts/compute';
import { Code } from '../../../shared/core/codes';
import { runInstanceAction } from '../../../shared/features/compute/api/instance-actions';
import { invalidateViews } from '../../../shared/query/views';

const DONE_TEXT: Record<InstanceAction, string> = {
  start: 'container.started',
  stop: 'container.stopped',
  restart: 'container.restarted',
  release: 'container.released',
  saveImage: 'container.imageSaving',
  update: 'container.renamed',
};

/**
 * The instance actions with their pending state. One call per instance at a time: a second click
 * while a call runs does nothing (the gateway is idempotent as well, this spares the request).
 * A start refused because the host is full hands the choice to `onHostFull`.
 */
export function useInstanceActions(onHostFull: (instance: Instance) => void) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const client = useQueryClient();
  const running = useRef(new Set<number>());
  const [pending, setPending] = useState<Record<number, InstanceAction>>({});

  const run = useCallback(
    async (instance: Instance, action: InstanceAction, body?: Partial<NameBody> & { mode?: StartMode }): Promise<boolean> => {
      if (running.current.has(instance.id)) return false;
      running.current.add(instance.id);
      setPending((current) => ({ ...current, [instance.id]: action }));
      try {
        await runInstanceAction(instance.id, action, body);
        void message.success(t(DONE_TEXT[action]));
        return true;
      } catch (error) {
        if (action === 'start' && error instanceof ApiError) {
          const reason = (error.data as { reason?: string } | null)?.reason;
          if (reason === 'host_full') onHostFull(instance);
          else if (error.code !== Code.NOT_FOUND || error.message) void message.error(error.message);
        }
        return false;
      } finally {
        running.current.delete(instance.id);
        setPending(({ [instance.id]: _done, ...rest }) => rest);
        // Starting and stopping move cards (the market's stock) and holds (the wallet); saving makes an image.
        await invalidateViews(client, 'instances', 'market', 'wallet', ...(action === 'saveImage' ? (['images'] as const) : []));
      }
    },
    [t, message, client, onHostFull],
  );

  return { run, pending };
}
