import type { Adjustment } from '@arcadia/contract/finance';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pendingChangeKeys } from '../../../../../lib/pending-changes';
import { toFraction } from '../../../../../lib/rule-forms';
import { rebateRatesKey } from '../../../api/console/rebate-rates';
import RebateRatesPage from '../RebateRatesPage';
import { checkRates, ratesForm } from '../rates-form';

/**
 * The rule pages (ADR 045) check what the operator typed with the contract's own schemas before
 * sending it, name the field that is wrong, and show a change that waits for a second operator.
 * (The referral and reward-centre forms' cases moved with their forms, ADR 054.)
 */
describe('rule config forms', () => {
  it('turns a percent into the contract’s fraction exactly, and leaves anything else for the schema to refuse', () => {
    expect(toFraction('0.8')).toBe('0.008000');
    expect(toFraction(' 100 ')).toBe('1.000000');
    expect(toFraction('0.0001')).toBe('0.000001');
    expect(toFraction('')).toBe('invalid');
    // Passed on as typed this would be a valid fraction: 0.001 %, not 0.00001 %.
    expect(toFraction('0.00001')).toBe('invalid');
  });

  it('sends only the rates that changed, refuses a rate above 100 % or with 5 decimals, and says when nothing changed', () => {
    const current = ratesForm([
      { productType: 'LIVE', rate: '0.008000' },
      { productType: 'RNG', rate: '0.010000' },
    ]);
    expect(current).toMatchObject({ LIVE: '0.8', RNG: '1', FISH: '0', ESPORTS: '0' });
    expect(checkRates({ ...current, RNG: '1.5' }, current)).toEqual({
      ok: true,
      value: { rates: [{ productType: 'RNG', rate: '0.015000' }] },
    });
    expect(checkRates({ ...current, RNG: '1.00' }, current)).toEqual({ ok: false, errors: { form: 'errors.nothing_changed' } });
    expect(checkRates({ ...current, LIVE: '101', FISH: '0.00001', SPORTS: 'abc' }, current)).toEqual({
      ok: false,
      errors: { LIVE: 'errors.rate_invalid', FISH: 'errors.rate_invalid', SPORTS: 'errors.rate_invalid' },
    });
  });
});

describe('the rebate rates page', () => {
  const waiting: Adjustment = {
    id: 41,
    account: '',
    amount: '1.5000',
    reason: 'Rebate rates: RNG 1.5%',
    status: 'pending',
    kind: 'rebate_rates',
    unit: 'percent',
    reference: 'rebate-rates',
    requestedBy: 'fin-alice',
    decidedBy: null,
    decisionNote: '',
    transactionId: null,
    createdAt: '2026-11-26T10:00:00.000Z',
    decidedAt: null,
  } as Adjustment;

  function render(pending: Adjustment[]) {
    const client = new QueryClient();
    client.setQueryData(rebateRatesKey('demo'), [{ productType: 'RNG', rate: '0.010000' }]);
    client.setQueryData(pendingChangeKeys.list('demo', { status: 'pending', kind: 'rebate_rates', page: 1, size: 100 }), {
      items: pending,
      total: pending.length,
    });
    return renderToStaticMarkup(
      h(
        MantineProvider,
        null,
        h(QueryClientProvider, { client }, h(RebateRatesPage, { code: 'demo', can: () => true, operator: 'fin-bob' })),
      ),
    );
  }

  it('labels every rate input and shows a waiting change (number, who, what) with Save held back', () => {
    const html = render([waiting]);
    const inputs = [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]);
    expect(inputs).toHaveLength(7);
    for (const input of inputs) expect(input).toMatch(/aria-label="rebates\.rateOf"/);
    expect(html).toContain('pendingChange.waiting');
    expect(html).toContain('Rebate rates: RNG 1.5%');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });

  it('without a waiting change there is no banner and Save can be pressed', () => {
    const html = render([]);
    expect(html).not.toContain('pendingChange.waiting');
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled/);
  });
});
