import type { ConsolePage } from '../../lib/console-page';

/** The console's KYC review queue (docs/adr/066-kyc.md), for operators with the kyc permission; a lazy chunk. */
export const KYC_PAGES: ConsolePage<'members'>[] = [
  {
    key: 'kyc',
    section: 'members',
    label: 'kyc/console:nav.kyc',
    needs: 'kyc',
    load: () => import('./components/console/KycQueue'),
  },
];
