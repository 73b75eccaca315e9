export * from './money.js';
export * from './operator-pattern.js';
