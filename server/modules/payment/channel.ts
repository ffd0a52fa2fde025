/**
 * A payment channel collects money for a trade order and later tells the gateway it was paid.
 * Production channels (Alipay, WeChat Pay, bank transfer) implement this with their SDKs and a
 * signed notification callback; the sandbox channel below is the single-machine adapter.
 */
export interface PaymentChannel {
  readonly name: string;
  /** What the cashier shows: a QR code's content (a pay URL) for the buyer to scan. */
  createPayment(trade: { tradeNo: string; amount: string; subject: string }): Promise<{ qrContent: string }>;
}

/**
 * The sandbox channel (labelled as such in the README and the cashier): no money moves. Its
 * "customer pays" step is the dev tool POST /gateway/dev/pay/:tradeNo, which runs the same
 * completion code a real channel's notification would.
 */
export class SandboxChannel implements PaymentChannel {
  readonly name = 'sandbox';
  constructor(private readonly publicUrl: string) {}
  async createPayment(trade: { tradeNo: string; amount: string }) {
    return { qrContent: `${this.publicUrl}/gateway/dev/pay/${trade.tradeNo}?amount=${trade.amount}` };
  }
}
