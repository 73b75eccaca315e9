import type { PayoutKind } from '@arcadia/contract/finance';
import { useAdjustments } from '../finance/adjustments';

/**
 * GET …/finance/adjustments?status=pending&kind=: the changes of one rule config (or waivers) that
 * wait for a second operator (ADR 045), so its page can say so after a reload, not only after saving.
 */
export const usePendingChanges = (code: string, kind: PayoutKind) => useAdjustments(code, { status: 'pending', kind, page: 1, size: 100 });
