import type { ContractItem, OnlineContract, OnlineContractStatus } from '../../../src/shared/contracts/contract';
import type { Contract as RentalContract } from '../../../src/shared/contracts/mall';
import { maskPhone } from '../../../src/shared/core/validation';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { ContractRow } from './queries';
import { PLATFORM } from './template';

export const itemView = (row: ContractRow): ContractItem => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  partyName: row.party.name,
  counterparty: PLATFORM.name,
  amount: row.amount,
  startsAt: toShanghaiIso(row.startsAt),
  endsAt: toShanghaiIso(row.endsAt),
  status: row.status,
  sha256: row.sha256,
  createdAt: toShanghaiIso(row.createdAt),
});

export const contractView = (row: ContractRow): OnlineContract => ({
  ...itemView(row),
  kind: row.kind,
  templateVersion: row.templateVersion,
  content: row.content,
  party: row.party,
  refId: row.refId,
  signatureMethod: row.signatureMethod,
  signerName: row.signerName,
  signedAt: isoOrNull(row.signedAt),
  platformSignedAt: isoOrNull(row.platformSignedAt),
  effectiveAt: isoOrNull(row.effectiveAt),
  endedAt: isoOrNull(row.endedAt),
  terminateReason: row.terminateReason,
  signPhone: maskPhone(row.party.phone),
});

/** A rental contract's state in the words of the online ones. */
const RENTAL_STATUS: Record<RentalContract['status'], OnlineContractStatus> = { signed: 'signed', active: 'effective', ended: 'expired', terminated: 'terminated' };

export const rentalItemView = (row: RentalContract): ContractItem => ({
  id: row.id,
  kind: 'rental',
  title: row.title,
  partyName: row.buyerName,
  counterparty: row.supplierName,
  amount: row.amount,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  status: RENTAL_STATUS[row.status],
  sha256: null,
  createdAt: row.createdAt,
});
