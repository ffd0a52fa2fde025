/** QR sign-in (SPEC §4): the desktop shows a ticket and polls it; a signed-in phone decides. */
import type { QrDecision, QrPoll, QrScan, QrTicket } from '../../../contracts/account';
import { http } from '../../../api/client';
import { acceptLogin } from './accept-login';
import * as API from '../../../core/api-paths';

export const createQrTicket = () => http.post<QrTicket>(API.user.qrLoginCreate, undefined, { silent: true });

/** The ticket's state; once the phone confirmed, the desktop is signed in by this very call. */
export async function pollQrTicket(ticket: string): Promise<QrPoll> {
  const result = await http.get<QrPoll>(API.user.qrLoginPoll, { params: { ticket }, silent: true });
  if (result.status === 'confirmed' && result.token && result.userInfo) acceptLogin({ token: result.token, userInfo: result.userInfo });
  return result;
}

/** The phone opened the ticket: who asks to sign in, from where. */
export const scanQrTicket = (ticket: string) => http.get<QrScan>(API.user.qrLoginScan, { params: { ticket } });

export const confirmQrTicket = (ticket: string) => http.post<QrDecision>(API.user.qrLoginConfirm, { ticket });
export const cancelQrTicket = (ticket: string) => http.post<QrDecision>(API.user.qrLoginCancel, { ticket });
