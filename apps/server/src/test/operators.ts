/** A console operator signed in with TOTP, for any feature's ops API tests (the ops feature's own helper). */
export { operator } from '../features/ops/__tests__/ops.console.helpers.js';
