import { describe, expect, it } from 'vitest';
import {
  BACKOFF_MAX_MS,
  backoffDelay,
  createWsClient,
  RELOAD_PAGE,
  type SocketLike,
  socketUrl,
  type Timers,
  type WsEvent,
} from '../ws-client';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed: number | null = null;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(text);
  }
  close(code = 1000) {
    this.closed = code;
  }
  open() {
    this.onopen?.({});
  }
  message(value: unknown) {
    this.onmessage?.({ data: JSON.stringify(value) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

class FakeTimers implements Timers {
  pending: { fn: () => void; ms: number; id: number }[] = [];
  private next = 1;
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.next++;
    this.pending.push({ fn, ms, id });
    return id;
  };
  clearTimeout = (h: unknown) => {
    this.pending = this.pending.filter((p) => p.id !== h);
  };
  /** Runs the earliest timer and returns its delay. */
  runNext(): number {
    const t = this.pending.shift();
    if (!t) throw new Error('no timer');
    t.fn();
    return t.ms;
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const ev = (id: number, type = 'DEPOSIT'): WsEvent => ({ type, data: { id } });

function setup(over: { token?: () => string | null; reload?: (after: number) => Promise<WsEvent[]>; lastId?: number | null } = {}) {
  const sockets: FakeSocket[] = [];
  const timers = new FakeTimers();
  const events: number[] = [];
  const stops: string[] = [];
  const reloads: number[] = [];
  const token = over.token ?? (() => 'token-1234567890');
  const client = createWsClient<WsEvent>({
    url: () => 'ws://host/ws',
    auth: () => {
      const t = token();
      return t ? { merchant: 'demo', token: t } : null;
    },
    parse: (raw) => {
      const r = raw as WsEvent;
      return typeof r?.data?.id === 'number' ? r : null;
    },
    onEvent: (e) => events.push(e.data.id),
    reload: async (after) => {
      reloads.push(after);
      return over.reload ? over.reload(after) : [];
    },
    lastId: over.lastId ?? null,
    onStop: (r) => stops.push(r),
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    timers,
    random: () => 1,
  });
  return { client, sockets, timers, events, stops, reloads };
}

describe('backoffDelay', () => {
  it('doubles from 1 s and caps at 30 s, jittered between half and the full step', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((a) => backoffDelay(a, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(backoffDelay(0, () => 0)).toBe(500);
    expect(backoffDelay(20, () => 0)).toBe(BACKOFF_MAX_MS / 2);
    for (let a = 0; a < 12; a++) expect(backoffDelay(a)).toBeLessThanOrEqual(BACKOFF_MAX_MS);
  });
});

describe('socketUrl', () => {
  it('follows the page protocol', () => {
    expect(socketUrl({ protocol: 'https:', host: 'a.example' })).toBe('wss://a.example/ws');
    expect(socketUrl({ protocol: 'http:', host: 'localhost:3000' })).toBe('ws://localhost:3000/ws');
  });
});

describe('createWsClient', () => {
  it('authenticates first and delivers pushed events once', async () => {
    const { sockets, events } = setup();
    const s = sockets[0] as FakeSocket;
    s.open();
    expect(JSON.parse(s.sent[0] as string)).toEqual({ type: 'auth', merchant: 'demo', token: 'token-1234567890' });
    s.message({ type: 'ready', data: {} });
    await flush();
    s.message(ev(3));
    s.message(ev(3));
    s.message({ type: 'DEPOSIT', data: {} });
    expect(events).toEqual([3]);
  });

  it('reconnects with growing delays and resets them after ready', async () => {
    const { sockets, timers } = setup();
    (sockets[0] as FakeSocket).drop();
    expect(timers.runNext()).toBe(1000);
    (sockets[1] as FakeSocket).drop();
    expect(timers.runNext()).toBe(2000);
    (sockets[2] as FakeSocket).drop();
    expect(timers.runNext()).toBe(4000);
    const s = sockets[3] as FakeSocket;
    s.open();
    s.message({ type: 'ready', data: {} });
    s.drop();
    expect(timers.runNext()).toBe(1000);
    expect(sockets).toHaveLength(5);
  });

  it('reloads missed events after a reconnect and drops duplicates of live ones', async () => {
    const stored = [ev(5), ev(6), ev(7)];
    const { sockets, timers, events, reloads } = setup({ reload: async (after) => stored.filter((e) => e.data.id > after) });
    const first = sockets[0] as FakeSocket;
    first.open();
    first.message({ type: 'ready', data: {} });
    await flush();
    // the first load is the baseline: history is not replayed as toasts
    expect(events).toEqual([]);
    stored.push(ev(8));
    first.message(ev(8));
    first.drop();
    stored.push(ev(9), ev(10));
    timers.runNext();
    const second = sockets[1] as FakeSocket;
    second.open();
    second.message({ type: 'ready', data: {} });
    second.message(ev(10)); // live event overtaking the reload
    await flush();
    expect(reloads).toEqual([0, 7]);
    expect(events).toEqual([8, 10, 9]);
  });

  it('resumes from a remembered id without a baseline', async () => {
    const { sockets, events, reloads } = setup({ lastId: 4, reload: async () => [ev(4), ev(5)] });
    const s = sockets[0] as FakeSocket;
    s.open();
    s.message({ type: 'ready', data: {} });
    await flush();
    expect(reloads).toEqual([4]);
    expect(events).toEqual([5]);
  });

  it('catches up a long absence page by page, each event once', async () => {
    // the server's paging: oldest first, RELOAD_PAGE at most
    const stored = Array.from({ length: 250 }, (_, i) => ev(i + 11));
    const { sockets, events, reloads } = setup({
      lastId: 10,
      reload: async (after) => stored.filter((e) => e.data.id > after).slice(0, RELOAD_PAGE),
    });
    const s = sockets[0] as FakeSocket;
    s.open();
    s.message({ type: 'ready', data: {} });
    await flush();
    await flush();
    await flush();
    expect(reloads).toEqual([10, 110, 210]);
    expect(events).toEqual(stored.map((e) => e.data.id));
  });

  it('stops on 4401 and never reconnects', () => {
    const { sockets, timers, stops } = setup();
    (sockets[0] as FakeSocket).drop(4401);
    expect(timers.pending).toHaveLength(0);
    expect(stops).toEqual(['unauthorized']);
  });

  it('stops when the token is gone', () => {
    let token: string | null = 'token-1234567890';
    const { sockets, timers, stops } = setup({ token: () => token });
    token = null;
    (sockets[0] as FakeSocket).drop();
    expect(timers.pending).toHaveLength(0);
    expect(stops).toEqual(['signed-out']);
    const none = setup({ token: () => null });
    expect(none.sockets).toHaveLength(0);
    expect(none.stops).toEqual(['signed-out']);
  });

  it('stop() closes the socket and cancels a pending retry', () => {
    const { client, sockets, timers } = setup();
    (sockets[0] as FakeSocket).drop();
    expect(timers.pending).toHaveLength(1);
    client.stop();
    expect(timers.pending).toHaveLength(0);
    const other = setup();
    other.client.stop();
    expect((other.sockets[0] as FakeSocket).closed).toBe(1000);
  });
});
