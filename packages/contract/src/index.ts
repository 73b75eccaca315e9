export * from './common/index.js';
export * from './errors/index.js';
export * from './lib/index.js';
