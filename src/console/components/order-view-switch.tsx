import { Segmented } from 'antd';
import { useTranslation } from '../../shared/i18n';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../shared/auth/session';
import { paths } from '../../shared/config/paths';

/** /bss-order's renter / vender switch, for users who both rent and supply (SPEC §3 order types). */
export function OrderViewSwitch() {
  const { t } = useTranslation('console');
  const { roles } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!roles.includes('supplier')) return null;
  const value = pathname.startsWith(paths.bssOrderVender.getHref()) ? 'vender' : 'renter';
  return (
    <Segmented
      value={value}
      onChange={(next) => void navigate(next === 'vender' ? paths.bssOrderVender.getHref() : paths.bssOrderRenter.getHref())}
      options={[
        { value: 'renter', label: t('supplier.vender.renterView') },
        { value: 'vender', label: t('supplier.vender.venderView') },
      ]}
    />
  );
}
