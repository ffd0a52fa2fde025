import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, cascade, identity, money, ref, timestamps } from './columns';
import { ONLINE_CONTRACT_KINDS, ONLINE_CONTRACT_STATUSES, SIGNATURE_METHODS, type ContractParty } from '../../../src/shared/contracts/contract';
import { userRef } from './user';

/**
 * Versioned contract templates: one row per kind and version, the text with {{placeholders}}. New
 * contracts are generated from the highest version of their kind; a contract keeps the version it
 * was generated from (and the filled text), so publishing a new version changes no contract.
 */
export const contractTemplates = pgTable(
  'contract_templates',
  {
    id: identity(),
    kind: text('kind', { enum: ONLINE_CONTRACT_KINDS }).notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('contract_templates_kind_version_idx').on(t.kind, t.version)],
);

/**
 * Online contracts (/bss-contract): draft → pending_signature → signed → effective → expired |
 * terminated. The user signs (typed name or drawn PNG, confirmed by an SMS code), the platform
 * counter-signs at once; the final PDF is stored and its SHA-256 kept so any copy can be checked.
 */
export const onlineContracts = pgTable(
  'online_contracts',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id', cascade).notNull(),
    kind: text('kind', { enum: ONLINE_CONTRACT_KINDS }).notNull(),
    templateId: ref('template_id', () => contractTemplates.id).notNull(),
    templateVersion: integer('template_version').notNull(),
    title: text('title').notNull(),
    /** The template filled in at generation, frozen. */
    content: text('content').notNull(),
    party: jsonb('party').$type<ContractParty>().notNull(),
    /** recharge / consumption: the wallet record covered ("wallet_transaction:<id>"). */
    refId: text('ref_id'),
    amount: money('amount'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', { enum: ONLINE_CONTRACT_STATUSES }).notNull().default('draft'),
    signatureMethod: text('signature_method', { enum: SIGNATURE_METHODS }),
    signerName: text('signer_name'),
    /** Object-storage key of the drawn signature PNG. */
    signatureKey: text('signature_key'),
    signedAt: at('signed_at'),
    platformSignedAt: at('platform_signed_at'),
    effectiveAt: at('effective_at'),
    endedAt: at('ended_at'),
    terminateReason: text('terminate_reason'),
    /** Object-storage key of the final (signed) PDF, and the SHA-256 of its bytes. */
    pdfKey: text('pdf_key'),
    sha256: text('sha256'),
    ...timestamps,
  },
  (t) => [
    index('online_contracts_user_idx').on(t.userId, t.createdAt),
    index('online_contracts_sha256_idx').on(t.sha256),
    index('online_contracts_due_idx').on(t.status, t.endsAt),
    // One contract per wallet record and kind, whatever its state: a double click makes one.
    uniqueIndex('online_contracts_ref_idx').on(t.userId, t.kind, t.refId).where(sql`${t.refId} is not null`),
    // At most one framework contract in force or on the way per user.
    uniqueIndex('online_contracts_framework_idx')
      .on(t.userId)
      .where(sql`${t.kind} = 'framework' and ${t.status} in ('draft', 'pending_signature', 'signed', 'effective')`),
    check('online_contracts_signed_has_hash', sql`${t.status} in ('draft', 'pending_signature') or (${t.sha256} is not null and ${t.pdfKey} is not null)`),
  ],
);
