import type { LaunchResult, SlotGame, VendorCard } from '@arcadia/contract/games';
import { beforeEach, describe, expect, it, vi } from 'vitest';

class FakeApiError extends Error {
  constructor(
    readonly code: string | null,
    message: string,
    readonly status: number,
    readonly details: unknown = null,
  ) {
    super(message);
  }
}
const reportError = vi.fn();
const launchGame = vi.fn<(nodeId: number, trial: boolean) => Promise<LaunchResult>>();
const launchVendor = vi.fn<(code: string) => Promise<LaunchResult>>();
vi.mock('../../../lib/api-client', () => ({ ApiError: FakeApiError, reportError }));
vi.mock('../api/launch', () => ({ launchGame, launchVendor }));

const { runLaunch, wantsWindow } = await import('../hooks/launch-flow');
const { houseLaunch, readLaunch } = await import('../hooks/launch-store');

const store = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => store.set(k, v),
  removeItem: (k: string) => store.delete(k),
});

const vendor = (code: string, windowMode: VendorCard['windowMode']): VendorCard => ({
  cardId: 1,
  accountTypeName: code,
  accountTypeId: 1,
  displayName: `${code} name`,
  smallIcon: '',
  lagerIcon: '',
  isGame: 'game',
  freeplay: 0,
  gameType: 'LIVE',
  windowMode,
  maintenance: null,
});
const slot: SlotGame = {
  nodeId: 7,
  roomId: 'arcadia-slot',
  nodeName: 'Arcadia Reels',
  displayName: 'Arcadia Originals',
  gameName: 'Arcadia Reels',
  showIcon: '',
  supportPlay: 0,
  vassalage: 'ARCADIA',
  gameType: 'RNG',
  classify: null,
  minBet: '0.2000',
  favourite: false,
};
const answer = (url: string, trial = false): LaunchResult => ({
  game_url: url,
  game_url2: null,
  gameUrl: url,
  content: url,
  vendor: 'ARCADIA',
  windowMode: 'inapp',
  trial,
});
const fakePopup = () => ({ close: vi.fn(), opener: {} as unknown, location: { href: 'about:blank' } });
const vendors = [vendor('ARCADIA', 'inapp'), vendor('ALB', 'window'), vendor('BBIN', 'outside')];

describe('game launch (spec 001 §4)', () => {
  beforeEach(() => {
    store.clear();
    vi.clearAllMocks();
  });

  it('opens a window only for real play of a window or outside vendor', () => {
    expect(wantsWindow({ vendor: vendors[1]! }, vendors)).toBe(true);
    expect(wantsWindow({ vendor: vendors[2]! }, vendors)).toBe(true);
    expect(wantsWindow({ game: slot }, vendors)).toBe(false);
    expect(wantsWindow({ game: { ...slot, vassalage: 'ALB' } }, vendors)).toBe(true);
    expect(wantsWindow({ game: { ...slot, vassalage: 'ALB' }, trial: true }, vendors)).toBe(false);
  });

  it('in-app: stores the launch and goes to /seamless, replacing it when already there', async () => {
    launchGame.mockResolvedValue(answer('/house-games/play?token=t&game=arcadia-slot&mode=real'));
    const navigate = vi.fn();
    await runLaunch({ game: slot }, { popup: null, vendors, navigate, pathname: '/electron' });
    expect(launchGame).toHaveBeenCalledWith(7, false);
    expect(navigate).toHaveBeenCalledWith('/seamless?gameType=RNG', { replace: false });
    expect(readLaunch(false)).toMatchObject({ vendor: 'ARCADIA', title: 'Arcadia Reels', trial: false });
    await runLaunch({ game: slot }, { popup: null, vendors, navigate, pathname: '/seamless' });
    expect(navigate).toHaveBeenLastCalledWith('/seamless?gameType=RNG', { replace: true });
  });

  it('trial goes to /trial and does not replace the real launch', async () => {
    launchGame.mockResolvedValueOnce(answer('/house-games/play?token=r&game=arcadia-slot&mode=real'));
    await runLaunch({ game: slot }, { popup: null, vendors, navigate: vi.fn(), pathname: '/electron' });
    launchGame.mockResolvedValue(answer('/house-games/play?token=t&game=arcadia-slot&mode=trial', true));
    const navigate = vi.fn();
    await runLaunch({ game: slot, trial: true }, { popup: null, vendors, navigate, pathname: '/electron' });
    expect(launchGame).toHaveBeenCalledWith(7, true);
    expect(navigate).toHaveBeenCalledWith('/trial?gameType=RNG', { replace: false });
    expect(readLaunch(true)?.trial).toBe(true);
    expect(readLaunch(false)?.url).toContain('token=r');
  });

  it('a window opened on the click gets the URL, or is closed when none comes', async () => {
    launchVendor.mockResolvedValueOnce(answer('https://alb.example/play?token=x'));
    const ok = fakePopup();
    await runLaunch({ vendor: vendors[1]! }, { popup: ok as unknown as Window, vendors, navigate: vi.fn(), pathname: '/live' });
    expect(ok.location.href).toBe('https://alb.example/play?token=x');
    expect(ok.opener).toBeNull();
    expect(ok.close).not.toHaveBeenCalled();

    launchVendor.mockResolvedValueOnce(answer(''));
    const empty = fakePopup();
    await runLaunch({ vendor: vendors[1]! }, { popup: empty as unknown as Window, vendors, navigate: vi.fn(), pathname: '/live' });
    expect(empty.close).toHaveBeenCalled();

    launchVendor.mockRejectedValueOnce(new FakeApiError('launch_game_balance_not_enough', 'no money', 200));
    const refused = fakePopup();
    await runLaunch({ vendor: vendors[1]! }, { popup: refused as unknown as Window, vendors, navigate: vi.fn(), pathname: '/live' });
    expect(refused.close).toHaveBeenCalled();
    // the global dialog (with its deposit button) shows the refusal
    expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ code: 'launch_game_balance_not_enough' }));
  });

  it('maintenance returns the window for the recommended-games modal instead of the dialog', async () => {
    const window = { start: '2026-11-23T01:00:00.000Z', end: '2026-11-23T03:00:00.000Z' };
    launchVendor.mockRejectedValueOnce(new FakeApiError('vendor_under_maintenance', 'maintenance', 200, window));
    const popup = fakePopup();
    const notice = await runLaunch(
      { vendor: vendors[2]! },
      { popup: popup as unknown as Window, vendors, navigate: vi.fn(), pathname: '/' },
    );
    expect(notice).toEqual({ vendor: 'BBIN name', ...window });
    expect(popup.close).toHaveBeenCalled();
    expect(reportError).not.toHaveBeenCalled();
  });
});

describe('house launch address', () => {
  const origin = 'https://demo.example';
  it('recognises the in-house vendor URL on our origin, with its game and mode', () => {
    expect(houseLaunch('/house-games/play?token=a&game=arcadia-fish&mode=real', origin, '/house-games/play')).toEqual({
      game: 'arcadia-fish',
      mode: 'real',
    });
    expect(houseLaunch(`${origin}/house-games/play?game=arcadia-slot&mode=trial`, origin, '/house-games/play')).toEqual({
      game: 'arcadia-slot',
      mode: 'trial',
    });
  });
  it('frames anything else: another origin, another path, an unknown game', () => {
    expect(houseLaunch('https://evil.example/house-games/play?game=arcadia-slot', origin, '/house-games/play')).toBeNull();
    expect(houseLaunch('/house/arcadia-slot', origin, '/house-games/play')).toBeNull();
    expect(houseLaunch('/house-games/play?game=poker', origin, '/house-games/play')).toBeNull();
  });
});
