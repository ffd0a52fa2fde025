import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Radio, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n';
import type { PayInfo } from '../../../shared/contracts/activity';
import { SCENARIOS_OF, type PayMethod, type PayScenario } from '../../../shared/core/pay';
import { newUserActivityQueryOptions, useStartNewUserPayment } from '../../../shared/features/activity/api/new-user-package';
import { sandboxPay } from '../../../shared/features/wallet/api/recharge';
import { formatYuan } from '../../../shared/core/money';
import { useChangeViews } from '../../../shared/query/mutations';

const METHODS: PayMethod[] = ['wxPay', 'alipay', 'china_pay'];

/** 新人算力包 on /bss-overview: whether this person may still buy it (SPEC §7 check), and its payment. */
export function NewUserPackageCard() {
  const { t } = useTranslation('console');
  const check = useQuery(newUserActivityQueryOptions());
  const start = useStartNewUserPayment();
  const paySandbox = useChangeViews(['wallet'], sandboxPay);
  const { message } = App.useApp();
  const [method, setMethod] = useState<PayMethod>('wxPay');
  const [scenario, setScenario] = useState<PayScenario>('wx_native');
  const [info, setInfo] = useState<PayInfo | null>(null);
  const answer = check.data;
  const state = answer?.data;
  if (!state) return null;
  const pkg = state.package;
  const scenarios = SCENARIOS_OF[method];
  const buy = () =>
    start.mutate({ payMethod: method, ...(scenarios.length > 0 ? { payScenario: scenarios.includes(scenario) ? scenario : scenarios[0] } : {}) }, { onSuccess: setInfo });
  return (
    <Card title={t('costs.package.title')} extra={<Tag color="red">{t('costs.package.tag')}</Tag>} data-testid="new-user-package">
      <Typography.Paragraph>
        {t('costs.package.offer', { hours: pkg.cardHours, price: formatYuan(pkg.price), worth: formatYuan(pkg.worth), days: pkg.validDays })}
      </Typography.Paragraph>
      {!state.canBuy && <Typography.Text type="secondary" data-testid="package-refused">{t(`costs.package.refusals.${state.reason ?? 'already_bought'}`)}</Typography.Text>}
      {state.canBuy && !info && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Radio.Group value={method} onChange={(e) => setMethod(e.target.value as PayMethod)} options={METHODS.map((m) => ({ value: m, label: t(`costs.package.methods.${m}`) }))} />
          {scenarios.length > 1 && (
            <Radio.Group size="small" optionType="button" value={scenarios.includes(scenario) ? scenario : scenarios[0]} onChange={(e) => setScenario(e.target.value as PayScenario)} options={scenarios.map((s) => ({ value: s, label: t(`costs.package.scenarios.${s}`) }))} />
          )}
          <Button type="primary" onClick={buy} loading={start.isPending} data-testid="package-buy">
            {t('costs.package.buy', { price: formatYuan(pkg.price) })}
          </Button>
        </Space>
      )}
      {state.canBuy && info && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('costs.package.started', { tradeNo: info.tradeNo })}</Typography.Text>
          <Typography.Text type="secondary" copyable ellipsis style={{ maxWidth: '100%' }}>
            {info.qrContent ?? info.payUrl ?? info.jsapi?.package}
          </Typography.Text>
          <Button
            type="primary"
            loading={paySandbox.isPending}
            data-testid="package-sandbox-pay"
            onClick={() => paySandbox.mutate(info.tradeNo, { onSuccess: () => { setInfo(null); void message.success(t('costs.package.paid')); } })}
          >
            {t('costs.package.sandboxPay')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
