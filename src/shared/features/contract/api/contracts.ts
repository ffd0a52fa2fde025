import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../api/client';
import type { Page } from '../../../core/paging';
import * as API from '../../../core/api-paths';
import { apiPath } from '../../../core/api-paths';
import type {
  ContractItem,
  ContractListQuery,
  ContractTemplate,
  GenerateContractBody,
  OnlineContract,
  SignContractBody,
  VerifyContractResult,
} from '../../../contracts/contract';
import type { Contract as RentalContract } from '../../../contracts/mall';
import type { WalletTransaction } from '../../../contracts/wallet';
import { viewKey } from '../../../query/views';

/** 合同管理 (/bss-contract): the calls, named by API paths only. */
export const contractListQuery = (query: Partial<ContractListQuery> & { current: number; size: number }) =>
  queryOptions({ queryKey: viewKey('mall', 'contracts', query), queryFn: () => http.get<Page<ContractItem>>(API.contract.allPage, { params: query }) });
export const onlineContractQuery = (id: string) =>
  queryOptions({ queryKey: viewKey('mall', 'onlineContract', id), queryFn: () => http.get<OnlineContract>(apiPath(API.contract.onlineDetail, { id })) });
export const rentalContractQuery = (id: string) =>
  queryOptions({ queryKey: viewKey('mall', 'rentalContract', id), queryFn: () => http.get<RentalContract>(apiPath(API.contract.detail, { id })) });
export const contractTemplatesQuery = () =>
  queryOptions({ queryKey: viewKey('mall', 'contractTemplates'), queryFn: () => http.get<ContractTemplate[]>(API.contract.onlineTemplates) });
/** The wallet records a recharge or consumption contract may cover (the newest 50). */
export const walletRecordsQuery = (type: 'recharge' | 'consume') =>
  queryOptions({
    queryKey: viewKey('wallet', 'contractRecords', type),
    queryFn: () => http.get<Page<WalletTransaction>>(API.wallet.transactionPage, { params: { type, current: 1, size: 50 } }),
  });

export const generateContract = (body: GenerateContractBody) => http.post<OnlineContract>(API.contract.onlineGenerate, body);
export const submitContract = (id: string) => http.post<OnlineContract>(apiPath(API.contract.onlineSubmit, { id }));
export const signContract = (id: string, body: SignContractBody) => http.post<OnlineContract>(apiPath(API.contract.onlineSign, { id }), body);
export const terminateContract = (id: string, reason: string) => http.post<OnlineContract>(apiPath(API.contract.onlineTerminate, { id }), { reason });
export const contractPdf = (id: string) => http.file(apiPath(API.contract.onlinePdf, { id }));
export const verifyContractFile = (file: string) => http.post<VerifyContractResult>(API.contract.onlineVerify, { file });
