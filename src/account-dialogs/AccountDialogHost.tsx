import { lazy, Suspense, useEffect, useState } from 'react';
import { onAccountDialog, type AccountDialog } from '../shared/ui/account-dialogs';

const AccountDialogs = lazy(() => import('./load').then(({ loadAccountDialogs }) => loadAccountDialogs()));

/** Mounted once at the root: waits for the first request, then loads and shows the dialogs. */
export function AccountDialogHost() {
  const [first, setFirst] = useState<AccountDialog | null>(null);
  useEffect(() => onAccountDialog((dialog) => setFirst((current) => current ?? dialog)), []);
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialogs initial={first} />
    </Suspense>
  );
}
