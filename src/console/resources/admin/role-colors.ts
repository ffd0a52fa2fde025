import type { Role } from '../../../shared/contracts/account';

/** One colour per role wherever the back office tags an account with it. */
export const ROLE_COLORS: Record<Role, string> = { renter: 'blue', supplier: 'gold', operator: 'purple', finance: 'cyan' };
