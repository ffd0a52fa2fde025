import { http } from '../../../api/client';
import { storage } from '../../../auth/storage';
import { queryClient } from '../../../query/client';
import { forgetViews, SIGNED_IN_VIEWS } from '../../../query/views';
import * as API from '../../../core/api-paths';

/**
 * Sign out on the server (best effort) and forget the session here, with every cached view of
 * the user's data but those on screen, which the page being left takes with it.
 */
export async function logout(): Promise<void> {
  try {
    if (storage.getToken()) await http.post<null>(API.user.logout, undefined, { silent: true });
  } finally {
    storage.clearSession();
    forgetViews(queryClient, SIGNED_IN_VIEWS, { keepShown: true });
  }
}
