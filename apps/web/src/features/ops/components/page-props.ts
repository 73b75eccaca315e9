import type { OpsPermission } from '@arcadia/contract/ops';

/**
 * What every console page receives: the merchant it works on and the operator's permissions. Its own
 * file, so pages can name it without importing the registry that lazily imports them (a cycle).
 */
export type OpsPageProps = { code: string; can(permission: OpsPermission): boolean };
