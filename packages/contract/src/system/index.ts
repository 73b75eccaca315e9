export * from './countries.js';
export * from './flags.js';
export * from './help.js';
export * from './ops-settings.js';
export * from './ops-site.js';
export * from './register-rules.js';
export * from './seo.js';
export * from './settings.js';
