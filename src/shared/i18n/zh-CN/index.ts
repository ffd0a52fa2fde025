import { account } from './account';
import { common } from './common';
import { http } from './http';
import { validation } from './validation';

export const zhCN = { common, http, validation, account };
