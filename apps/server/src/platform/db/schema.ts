// Every feature's tables, gathered for Drizzle's relational queries and for drizzle-kit.

export * from '../../features/accounts/accounts.tables.js';
export * from '../../features/agents/agents.tables.js';
export * from '../../features/captcha/captcha.tables.js';
export * from '../../features/cashier/cashier.tables.js';
export * from '../../features/feedback/feedback.tables.js';
export * from '../../features/games/games.tables.js';
export * from '../../features/house-games/house-games.tables.js';
export * from '../../features/inbox/inbox.tables.js';
export * from '../../features/lottery/lottery.tables.js';
export * from '../../features/notifications/notifications.tables.js';
export * from '../../features/ops/ops.tables.js';
export * from '../../features/password-recovery/password-recovery.tables.js';
export * from '../../features/payment-confirmation/payment-confirmation.tables.js';
export * from '../../features/points/points.tables.js';
export * from '../../features/profile/profile.tables.js';
export * from '../../features/registration/registration.tables.js';
export * from '../../features/session/session.tables.js';
export * from '../../features/social-sign-in/social-sign-in.tables.js';
export * from '../../features/support/support.tables.js';
export * from '../../features/system/system.tables.js';
export * from '../../features/two-factor/two-factor.tables.js';
export * from '../../features/verification/verification.tables.js';
export * from '../../features/wallet/wallet.tables.js';
export * from '../outbox/outbox.tables.js';
