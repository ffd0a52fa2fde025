import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from '../../../shared/i18n';
import type { AdminGoods, GoodsSaleStatus } from '../../../shared/contracts/goods';
import { useSetGoodsSale } from '../../../shared/features/goods/api/set-goods-sale';

export const STATUS_COLORS: Record<GoodsSaleStatus, string> = { on_sale: 'green', off_sale: 'default' };

/** On or off sale, with the consequence spelled out before it happens. */
export function SaleToggle({ goods, size = 'small' }: { goods: Pick<AdminGoods, 'id' | 'status' | 'aliasGpuType'>; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('console');
  const { message } = App.useApp();
  const sale = useSetGoodsSale();
  const next: GoodsSaleStatus = goods.status === 'on_sale' ? 'off_sale' : 'on_sale';
  return (
    <Popconfirm
      title={t(next === 'off_sale' ? 'goodsAdmin.offSaleConfirm' : 'goodsAdmin.onSaleConfirm')}
      onConfirm={async () => {
        await sale.mutateAsync({ id: goods.id, status: next });
        message.success(t(next === 'off_sale' ? 'goodsAdmin.offSaleDone' : 'goodsAdmin.onSaleDone'));
      }}
    >
      <Button size={size} danger={next === 'off_sale'} loading={sale.isPending} aria-label={`${t(next === 'off_sale' ? 'goodsAdmin.offSale' : 'goodsAdmin.onSale')} ${goods.aliasGpuType}`}>
        {t(next === 'off_sale' ? 'goodsAdmin.offSale' : 'goodsAdmin.onSale')}
      </Button>
    </Popconfirm>
  );
}

