import { queryOptions } from '@tanstack/react-query';
import type { Wallet } from '../../../contracts/wallet';
import { http } from '../../../api/client';
import { viewKey } from '../../../query/views';
import * as API from '../../../core/api-paths';

/** SPEC §3 wallet: balance, credit and what running instances hold. */
export const getWallet = () => http.get<Wallet>(API.wallet.getWalletByUserBaseId, { silent: true });

export const walletQueryOptions = () => queryOptions({ queryKey: viewKey('wallet', 'mine'), queryFn: getWallet });
