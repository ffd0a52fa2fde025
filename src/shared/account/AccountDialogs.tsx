import { useEffect, useState } from 'react';
import { useSettings } from '../settings/settings';
import { AntdProvider } from '../ui/AntdProvider';
import { CouponsDialog } from './CouponsDialog';
import { onAccountDialog, type AccountDialog } from './dialogs';
import { PasswordWizard } from './PasswordWizard';
import { RechargeDialog } from './RechargeDialog';

/** The dialogs themselves (antd), loaded the first time one is asked for. */
export default function AccountDialogs({ initial }: { initial: AccountDialog }) {
  const [open, setOpen] = useState<AccountDialog | null>(initial);
  const { themeMode } = useSettings();
  useEffect(() => onAccountDialog(setOpen), []);
  // Dialogs opened from the light public pages use the light theme; the console's setting otherwise.
  const mode = document.querySelector('[data-theme="light"]') ? 'light' : themeMode;
  return (
    <AntdProvider mode={mode}>
      <PasswordWizard open={open === 'password'} onClose={() => setOpen(null)} />
      <CouponsDialog open={open === 'coupons'} onClose={() => setOpen(null)} />
      <RechargeDialog open={open === 'recharge'} onClose={() => setOpen(null)} />
    </AntdProvider>
  );
}
