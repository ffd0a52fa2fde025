import type { Instance, InstanceAction, NameBody, PrivateImage, SshPassword, StartMode } from '../../../contracts/compute';
import { http } from '../../../api/client';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';

/**
 * The owner's actions on an instance. Each answers the instance as it is now (saveImage: the
 * image being saved). A start is quiet: a full host is answered with `data.reason` 'host_full',
 * which the caller turns into a choice.
 */
export function runInstanceAction(id: number, action: InstanceAction, body?: Partial<NameBody> & { mode?: StartMode }): Promise<Instance | PrivateImage> {
  if (action === 'update') return http.patch<Instance>(apiPath(API.container.update, { id }), body);
  return http.post<Instance | PrivateImage>(apiPath(API.container.action, { instanceAction: action, id }), body ?? {}, { silent: action === 'start' });
}

/** The SSH password, revealed on demand only. */
export const getSshPassword = (id: number) => http.get<SshPassword>(apiPath(API.container.sshPassword, { id }));
