/** How pages name a registration type (never the raw key `register_phone`); keys are REGISTER_TYPES (contracts/account.ts). */
export const REGISTER_TYPE_NAMES: Record<'register_phone' | 'register' | 'seed', string> = { register_phone: '手机号注册', register: '账号注册', seed: '演示数据' };
