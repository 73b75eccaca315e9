import type { OpsPermission } from '@arcadia/contract/ops';

/**
 * What every console page receives: the merchant it works on, the operator's permissions and username
 * (the approvals page hides a requester's buttons on their own request). Its own file, so pages can
 * name it without importing the registry that lazily imports them (a cycle); other features restate it.
 */
export type OpsPageProps = { code: string; can(permission: OpsPermission): boolean; operator: string };
