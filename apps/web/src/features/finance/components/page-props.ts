import type { OpsPermission } from '@arcadia/contract/ops';

/** What the console gives each page (the registry's OpsPageProps, restated so pages do not import the registry back). */
export type FinancePageProps = { code: string; can(permission: OpsPermission): boolean };
