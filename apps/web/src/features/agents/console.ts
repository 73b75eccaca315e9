import type { ConsolePage } from '../../lib/console-page';

/** The console's downline tree, contributed to the operator console (ADR 054); a lazy chunk. */
export const AGENTS_PAGES: ConsolePage<'members'>[] = [
  { key: 'agents', section: 'members', label: 'agents/console:nav.agents', load: () => import('./components/console/AgentsTree') },
];
