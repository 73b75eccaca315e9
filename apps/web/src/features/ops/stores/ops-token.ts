// The store lives in lib/ops-token.ts so every console feature (finance, …) shares the one operator
// session without importing ops (web features never import each other). The console's own files keep
// this short path; repoint them when no parallel work on ops is in flight (ADR 054).
export { opsToken, setOpsToken, useOpsToken } from '../../../lib/ops-token';
