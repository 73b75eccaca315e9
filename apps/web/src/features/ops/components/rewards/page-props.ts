import type { OpsPermission } from '@arcadia/contract/ops';

/** What the console gives each page (restated so pages do not import the registry back). */
export type RewardsPageProps = { code: string; can(permission: OpsPermission): boolean };
