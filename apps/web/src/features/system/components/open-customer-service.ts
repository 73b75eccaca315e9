import type { CustomerServiceEntry } from '@arcadia/contract/system';

/** Spec 000 §9: the customer service window is 440 x 750. */
const POPUP_FEATURES = 'width=440,height=750,noopener,noreferrer';

export function openCustomerService(entry: CustomerServiceEntry): void {
  if (entry.target === 'popup') window.open(entry.path, 'customer-service', POPUP_FEATURES);
  else if (entry.target === '_self') window.location.assign(entry.path);
  else window.open(entry.path, '_blank', 'noopener,noreferrer');
}
