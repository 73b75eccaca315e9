import type { OpsPermission } from '@arcadia/contract/ops';

/**
 * What pages.ts hands every console page (the same shape as its `OpsPageProps`), declared here so
 * these pages do not import the registry that lazily imports them (no import cycle).
 */
export type OpsPageProps = { code: string; can(permission: OpsPermission): boolean };
