// Shared by every console feature (ADR 054), so it lives in components/; the console's files keep this path.
export { QueryState } from '../../../components/QueryState';
