import { addResources } from '.';
import { account } from './zh-CN/account';

/**
 * The `account` namespace joins when the first component that speaks it loads (dialogs, login,
 * the certification banner), so the public pages' entry does not carry it.
 */
addResources('account', account);
