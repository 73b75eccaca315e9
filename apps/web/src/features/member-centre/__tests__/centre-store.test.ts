import { beforeEach, describe, expect, it } from 'vitest';
import { useCentreStore } from '../stores/centre-store';

const s = () => useCentreStore.getState();
const allowed = ['securityCenter', 'messageV2', 'referral'];
const choose = (requested: string | null) => (requested && allowed.includes(requested) ? requested : (allowed[0] ?? null));

describe('centre store (spec 000 §2: shown, loaded, page chosen once loaded)', () => {
  beforeEach(() => s().reset());

  it('shows at once but selects a page only once loaded', () => {
    s().open('member', 'referral');
    expect(s().member).toMatchObject({ shown: true, loaded: false, page: null, requested: 'referral' });
    s().select('member', 'messageV2'); // ignored before loading
    expect(s().member.page).toBeNull();
    s().markLoaded('member', choose);
    expect(s().member).toMatchObject({ loaded: true, page: 'referral' });
    s().select('member', 'messageV2');
    expect(s().member.page).toBe('messageV2');
  });

  it('falls back to the first allowed page when the requested one is not allowed', () => {
    s().open('member', 'withdraw');
    s().markLoaded('member', choose);
    expect(s().member.page).toBe('securityCenter');
  });

  it('opening one centre hides the other', () => {
    s().open('member');
    s().open('agent', 'registerCenter');
    expect(s().member.shown).toBe(false);
    expect(s().agent.shown).toBe(true);
    s().close('agent');
    expect(s().agent.shown).toBe(false);
  });
});
