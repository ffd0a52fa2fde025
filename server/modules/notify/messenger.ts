import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  channel: Channel;
  to: string;
  /** What the message is for: an SMS scene (phoneLogin, register…) or an e-mail purpose. */
  scene: string;
  content: string;
  /** The verification code inside the message, if any. */
  code?: string;
  /** The link inside the message, if any. */
  link?: string;
}

/** Delivers SMS and e-mail. The dev outbox implements it on one machine; a provider in production. */
export interface MessageTransport {
  readonly name: string;
  deliver(message: OutgoingMessage): Promise<void>;
}

/**
 * The dev transport: nothing leaves the machine. Each message is written to the server log and
 * kept in the outbox, readable at GET /gateway/dev/outbox and on the /dev/outbox page.
 */
export class DevOutboxTransport implements MessageTransport {
  readonly name = 'dev-outbox';
  constructor(private readonly log: FastifyBaseLogger) {}
  async deliver(message: OutgoingMessage): Promise<void> {
    this.log.info(
      { channel: message.channel, to: message.to, scene: message.scene, code: message.code, link: message.link },
      `[dev outbox] ${message.channel} to ${message.to}: ${message.content}`,
    );
  }
}

/**
 * The provider transport for production: each message is POSTed as JSON to the operator's SMS and
 * e-mail gateway (an Aliyun/Tencent SMS relay, an SMTP bridge), authenticated with a bearer token.
 * A refused or failed delivery is an error the caller sees, never a silent loss.
 */
export class WebhookTransport implements MessageTransport {
  readonly name = 'webhook';
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly timeoutMs = 10_000,
  ) {}
  async deliver(message: OutgoingMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`message provider answered HTTP ${response.status}`);
  }
}

export class Messenger {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transport: MessageTransport,
  ) {}

  get transportName(): string {
    return this.transport.name;
  }

  /** Deliver, then record. Codes and links are kept only by the dev transport. */
  async send(message: OutgoingMessage): Promise<void> {
    await this.transport.deliver(message);
    const keepSecrets = this.transport instanceof DevOutboxTransport;
    await this.db.insert(outbox).values({
      channel: message.channel,
      to: message.to,
      scene: message.scene,
      content: keepSecrets ? message.content : '(delivered by provider)',
      code: keepSecrets ? (message.code ?? null) : null,
      link: keepSecrets ? (message.link ?? null) : null,
      provider: this.transport.name,
      createdAt: this.clock.now(),
    });
  }
}
