import { storage } from '../auth/storage';
import { toast } from '../ui/toast';
import { createHttp } from './http';

/** The application's HTTP client: the token from storage, errors shown as toasts. */
export const http = createHttp({
  notify: toast.error,
  getToken: storage.getToken,
  clearSession: storage.clearSession,
});
