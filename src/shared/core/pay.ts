/** SPEC §3 payment methods and pay scenarios, and which scenarios each method is paid in. */
export const PAY_METHODS = ['wxPay', 'alipay', 'china_pay'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const PAY_SCENARIOS = ['wx_native', 'wx_jsapi', 'wx_h5', 'china_pay'] as const;
export type PayScenario = (typeof PAY_SCENARIOS)[number];

/** WeChat by QR code, in WeChat, or in a phone browser; UnionPay by its page; Alipay by its QR code (no scenario). */
export const SCENARIOS_OF: Record<PayMethod, readonly PayScenario[]> = {
  wxPay: ['wx_native', 'wx_jsapi', 'wx_h5'],
  alipay: [],
  china_pay: ['china_pay'],
};
