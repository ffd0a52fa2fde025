export * from './core';
export * from './content';
export * from './compute';
export * from './wallet';
export * from './accounts';
export * from './backoffice';
export * from './supply';
export * from './mall';
