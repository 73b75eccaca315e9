// Every feature's tables, gathered for Drizzle's relational queries and for drizzle-kit.
export * from '../../features/system/system.tables.js';
