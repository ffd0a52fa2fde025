/**
 * A payment channel collects money for a trade order and later tells the gateway it was paid.
 * Production channels (Alipay, WeChat Pay, bank transfer) implement this with their SDKs and a
 * signed notification callback; the sandbox channel below is the single-machine adapter.
 */
import { createHmac } from 'node:crypto';
import type { PayMethod, PayScenario } from '../../../src/shared/contracts/activity';

export interface PaymentRequest {
  tradeNo: string;
  amount: string;
  subject: string;
  /** SPEC §3 method and scenario when the payer chose them; a recharge's cashier shows a QR code. */
  payMethod?: PayMethod;
  payScenario?: PayScenario | null;
}

/** What the payer is handed: a QR code to scan, a page to open, or WeChat's JSAPI parameters. */
export interface PaymentStart {
  qrContent: string | null;
  payUrl?: string | null;
  jsapi?: { appId: string; timeStamp: string; nonceStr: string; package: string; signType: string; paySign: string } | null;
}

export interface PaymentChannel {
  readonly name: string;
  createPayment(trade: PaymentRequest): Promise<PaymentStart>;
}

/**
 * The sandbox channel (labelled as such in the README and the cashier): no money moves. Its
 * "customer pays" step is the dev tool POST /gateway/dev/pay/:tradeNo, which runs the same
 * completion code a real channel's notification would.
 */
export class SandboxChannel implements PaymentChannel {
  readonly name = 'sandbox';
  constructor(private readonly publicUrl: string) {}
  async createPayment(trade: PaymentRequest): Promise<PaymentStart> {
    const url = `${this.publicUrl}/gateway/dev/pay/${trade.tradeNo}?amount=${trade.amount}`;
    switch (trade.payScenario) {
      // In a phone browser (WeChat H5) and UnionPay: a page the payer is sent to.
      case 'wx_h5':
      case 'china_pay':
        return { qrContent: null, payUrl: `${url}&scenario=${trade.payScenario}`, jsapi: null };
      // Inside WeChat: the parameters WeixinJSBridge's chooseWXPay takes, signed as WeChat Pay signs them.
      case 'wx_jsapi': {
        const timeStamp = String(Math.floor(Date.now() / 1000));
        const fields = { appId: 'wxsandbox0000000000', timeStamp, nonceStr: trade.tradeNo.slice(-12), package: `prepay_id=sandbox_${trade.tradeNo}`, signType: 'HMAC-SHA256' };
        const paySign = createHmac('sha256', 'sandbox').update(Object.values(fields).join('&')).digest('hex').toUpperCase();
        return { qrContent: null, payUrl: null, jsapi: { ...fields, paySign } };
      }
      // WeChat Native and Alipay (and the recharge cashier): a QR code to scan.
      default:
        return { qrContent: url, payUrl: null, jsapi: null };
    }
  }
}
