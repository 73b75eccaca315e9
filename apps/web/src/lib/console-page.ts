import type { OpsPermission } from '@arcadia/contract/ops';
import type { ComponentType } from 'react';

/**
 * What the operator console (features/ops) gives each of its pages, whichever feature owns the page:
 * the merchant worked on, the operator's permissions and username. Here, below the features, because
 * a dozen features contribute console pages and web features never import each other (ADR 054).
 */
export type ConsolePageProps = { code: string; can(permission: OpsPermission): boolean; operator: string };

/**
 * One console page as a feature contributes it: key = `?tab=`, label = i18next key (namespace
 * included, `<feature>/console:nav.x`), the permission that shows it (default `read`), and the page as
 * a lazy chunk. The route hands the lists to ops' `opsPages`, which places them in the menu.
 */
export type ConsolePage<Section extends string = string> = {
  key: string;
  section: Section;
  label: string;
  needs?: OpsPermission;
  /** Shown only to platform super-operators (no merchant of their own): the brands pages (ADR 070). */
  platform?: boolean;
  load: () => Promise<{ default: ComponentType<ConsolePageProps> }>;
};
