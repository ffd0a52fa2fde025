import { toast as sonner } from 'sonner';

/** The one way both faces show a transient message. The <Toaster> is mounted once at the root. */
export const toast = {
  success: (message: string) => void sonner.success(message),
  error: (message: string) => void sonner.error(message),
  info: (message: string) => void sonner.info(message),
  warning: (message: string) => void sonner.warning(message),
};
