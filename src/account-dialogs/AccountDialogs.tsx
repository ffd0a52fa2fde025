import { useEffect, useState } from 'react';
import { PasswordWizard } from '../shared/features/account/components/PasswordWizard';
import { CouponsDialog } from '../shared/features/wallet/components/CouponsDialog';
import { RechargeDialog } from '../shared/features/wallet/components/RechargeDialog';
import { withQueries } from '../shared/query/provider';
import { useSettings } from '../shared/settings/settings';
import { onAccountDialog, type AccountDialog } from '../shared/ui/account-dialogs';
import { AntdProvider } from '../shared/ui/AntdProvider';

/**
 * The dialogs themselves (antd), loaded the first time one is asked for. They compose two
 * features (account and wallet), so they live at the app's level, beside Root.
 */
function AccountDialogs({ initial }: { initial: AccountDialog }) {
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

export default withQueries(AccountDialogs);
