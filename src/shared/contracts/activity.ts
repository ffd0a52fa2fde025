/** The new-user package (SPEC §7 checkNewUseActivity, getNewUserActivityPayInfo) and the payment methods of SPEC §3. */
import { z } from 'zod';
import { IsoTime, Money } from './common';

import { PAY_METHODS, PAY_SCENARIOS, SCENARIOS_OF } from '../core/pay';

export { PAY_METHODS, PAY_SCENARIOS, SCENARIOS_OF };
export const PayMethod = z.enum(PAY_METHODS);
export type PayMethod = z.infer<typeof PayMethod>;
export const PayScenario = z.enum(PAY_SCENARIOS);
export type PayScenario = z.infer<typeof PayScenario>;

export const NEW_USER_PACKAGE_STATUSES = ['awaiting', 'paid', 'closed'] as const;

/** Why a user may not buy the package: not certified, or this person already bought it. */
export const NEW_USER_REFUSALS = ['not_logged_in', 'not_certified', 'already_bought'] as const;

/** The package on offer: what it costs and gives. */
export const NewUserPackage = z.object({
  title: z.string(),
  price: Money,
  /** What it was worth: the card-hours at the day price. */
  worth: Money,
  cardHours: z.number().int(),
  validDays: z.number().int(),
});
export type NewUserPackage = z.infer<typeof NewUserPackage>;

export const NewUserActivityCheck = z.object({
  canBuy: z.boolean(),
  reason: z.enum(NEW_USER_REFUSALS).nullable(),
  package: NewUserPackage,
  /** When this person bought it, if they did. */
  boughtAt: IsoTime.nullable(),
});
export type NewUserActivityCheck = z.infer<typeof NewUserActivityCheck>;

export const NewUserPayBody = z
  .object({ payMethod: PayMethod, payScenario: PayScenario.optional() })
  .superRefine((body, ctx) => {
    const allowed = SCENARIOS_OF[body.payMethod];
    if (allowed.length === 0 && body.payScenario) ctx.addIssue({ code: 'custom', path: ['payScenario'], message: '支付宝支付无需支付场景' });
    if (allowed.length > 0 && !body.payScenario) ctx.addIssue({ code: 'custom', path: ['payScenario'], message: '请选择支付场景' });
    if (body.payScenario && allowed.length > 0 && !allowed.includes(body.payScenario)) ctx.addIssue({ code: 'custom', path: ['payScenario'], message: '支付方式与支付场景不匹配' });
  });
export type NewUserPayBody = z.infer<typeof NewUserPayBody>;

/** What the payer is handed: a QR code (wx_native, alipay), a page to open (wx_h5, china_pay) or WeChat JSAPI parameters (wx_jsapi). */
export const PayInfo = z.object({
  tradeNo: z.string(),
  amount: Money,
  payMethod: PayMethod,
  payScenario: PayScenario.nullable(),
  expiresAt: IsoTime,
  qrContent: z.string().nullable(),
  payUrl: z.string().nullable(),
  jsapi: z.object({ appId: z.string(), timeStamp: z.string(), nonceStr: z.string(), package: z.string(), signType: z.string(), paySign: z.string() }).nullable(),
});
export type PayInfo = z.infer<typeof PayInfo>;
