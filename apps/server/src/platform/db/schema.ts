// Every feature's tables, gathered for Drizzle's relational queries and for drizzle-kit.
export * from '../../features/accounts/accounts.tables.js';
export * from '../../features/captcha/captcha.tables.js';
export * from '../../features/cashier/cashier.tables.js';
export * from '../../features/games/games.tables.js';
export * from '../../features/notifications/notifications.tables.js';
export * from '../../features/ops/ops.tables.js';
export * from '../../features/session/session.tables.js';
export * from '../../features/system/system.tables.js';
export * from '../../features/verification/verification.tables.js';
export * from '../../features/wallet/wallet.tables.js';
