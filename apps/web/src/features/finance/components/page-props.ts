import type { OpsPermission } from '@arcadia/contract/ops';
import type { ComponentType } from 'react';

/**
 * What the console gives each page: the merchant worked on, the operator's permissions and username.
 * Restated from ops' OpsPageProps (web features never import each other); the route that hands these
 * pages to the console type-checks that the two still agree.
 */
export type FinancePageProps = { code: string; can(permission: OpsPermission): boolean; operator: string };

/** One console page as ops' registry describes it (key = `?tab=`, label = i18next key, lazy component). */
export type FinanceConsolePage = {
  key: string;
  section: 'finance';
  label: `finance:${string}`;
  needs?: OpsPermission;
  load: () => Promise<{ default: ComponentType<FinancePageProps> }>;
};
