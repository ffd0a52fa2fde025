/** The six fixed agreement ids of SPEC §2, in the order they are listed. */
import { AGREEMENT_IDS, type AgreementId } from '../../shared/core/content';

export { AGREEMENT_IDS, type AgreementId };

export const isAgreementId = (value: string | undefined): value is AgreementId => AGREEMENT_IDS.includes(value as AgreementId);
