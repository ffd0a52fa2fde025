import { useInvalidate } from '@refinedev/core';
import { App } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../shared/api/client';
import { ApiError } from '../../../shared/api/http';
import type { Instance } from '../../../shared/api/compute';
import { Code } from '../../../shared/core/codes';

export type InstanceAction = 'start' | 'stop' | 'restart' | 'release' | 'saveImage' | 'update';
export type StartMode = 'gpu' | 'no_gpu' | 'migrate';

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
  const invalidate = useInvalidate();
  const running = useRef(new Set<number>());
  const [pending, setPending] = useState<Record<number, InstanceAction>>({});

  const run = useCallback(
    async (instance: Instance, action: InstanceAction, body?: Record<string, unknown>): Promise<boolean> => {
      if (running.current.has(instance.id)) return false;
      running.current.add(instance.id);
      setPending((current) => ({ ...current, [instance.id]: action }));
      try {
        if (action === 'update') await http.patch(`/v1/container/update/${instance.id}`, body);
        else await http.post(`/v1/container/${action}/${instance.id}`, body ?? {}, { silent: action === 'start' });
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
        await invalidate({ resource: 'container', invalidates: ['list'] });
        if (action === 'saveImage') await invalidate({ resource: 'image', invalidates: ['list'] });
      }
    },
    [t, message, invalidate, onHostFull],
  );

  return { run, pending };
}
