export * from './encrypted.js';
export * from './envelope.js';
export * from './headers.js';
export * from './languages.js';
export * from './links.js';
export * from './results.js';
export * from './scripts.js';
export * from './translations.js';
