import { common } from './common';
import { http } from './http';
import { validation } from './validation';

/** The namespaces every page needs; `account` joins with its components (../account.ts). */
export const zhCN = { common, http, validation };
