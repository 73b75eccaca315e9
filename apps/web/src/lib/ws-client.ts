/**
 * A small reconnecting WebSocket client for the real-time topic (ARCHITECTURE.md §3 socket).
 * Authenticates with the first message, reloads what it missed after every `ready`, and hands
 * each event over once (events carry an increasing `data.id`). Browser APIs come in as
 * dependencies so the reconnection logic is tested with fakes.
 */

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
/** The server's "unauthorized" close code: the session is gone, retrying cannot help. */
export const CLOSE_UNAUTHORIZED = 4401;
const SEEN_LIMIT = 500;
/** The server's page size for stored events (GET /wps/notifications); a catch-up reads at most this many pages. */
export const RELOAD_PAGE = 100;
const RELOAD_MAX_PAGES = 10;

export type WsEvent = { type: string; data: { id: number } };

/** The part of the browser WebSocket the client uses. */
export type SocketLike = {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};

export type Timers = {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type WsClientOptions<E extends WsEvent> = {
  url: () => string;
  /** The credentials for the auth message; null once signed out, which stops the client. */
  auth: () => { merchant: string; token: string } | null;
  /** Validates a server message; null drops it. */
  parse: (raw: unknown) => E | null;
  onEvent: (event: E) => void;
  /** Events stored after `afterId` (a REST call), loaded after every (re)connect. */
  reload?: (afterId: number) => Promise<E[]>;
  /** The last id already handled (e.g. kept across a page reload); null takes the first reload as the baseline. */
  lastId?: number | null;
  onLastId?: (id: number) => void;
  /** Called once the client gives up for good (4401 or no token). */
  onStop?: (reason: 'unauthorized' | 'signed-out' | 'stopped') => void;
  createSocket?: (url: string) => SocketLike;
  timers?: Timers;
  random?: () => number;
};

/** Exponential back-off 1 s, 2 s, 4 s ... capped at 30 s, with jitter down to half the step so clients spread out. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + (step / 2) * random());
}

/** ws:// or wss:// on the page's own origin. */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, path = '/ws'): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

export type WsClient = { stop(): void; readonly attempt: number; readonly connected: boolean };

export function createWsClient<E extends WsEvent>(opts: WsClientOptions<E>): WsClient {
  const timers: Timers = opts.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  };
  const create = opts.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
  const random = opts.random ?? Math.random;
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let stopped = false;
  let ready = false;
  // Everything up to `floor` is handled; above it, `seen` holds what was handled (a live event and the
  // reload after a reconnect can carry the same id, and live events may overtake the reload).
  let floor = opts.lastId ?? null;
  let lastId = floor;
  const seen = new Set<number>();

  const remember = (id: number) => {
    seen.add(id);
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value as number);
    if (lastId == null || id > lastId) {
      lastId = id;
      opts.onLastId?.(id);
    }
  };

  const deliver = (event: E) => {
    // id 0: a signal to every member of the merchant (the winner board changed). It is not stored,
    // so it has no place in the order of events: not remembered, never a duplicate.
    if (event.data.id === 0) return opts.onEvent(event);
    if (seen.has(event.data.id) || (floor != null && event.data.id <= floor)) return;
    remember(event.data.id);
    opts.onEvent(event);
  };

  const stop = (reason: 'unauthorized' | 'signed-out' | 'stopped') => {
    if (stopped) return;
    stopped = true;
    if (timer != null) timers.clearTimeout(timer);
    timer = null;
    const s = socket;
    socket = null;
    if (s) {
      s.onclose = null;
      s.onmessage = null;
      s.close(1000, 'bye');
    }
    opts.onStop?.(reason);
  };

  const reload = async (socketAtReady: SocketLike) => {
    if (!opts.reload) return;
    const baseline = floor == null;
    // The server answers a page at a time (oldest first); a full page means there is more to catch up.
    for (let page = 0; page < RELOAD_MAX_PAGES; page += 1) {
      let events: E[];
      try {
        events = await opts.reload(floor ?? 0);
      } catch {
        return; // live events keep flowing; the next reconnect tries again
      }
      if (stopped || socket !== socketAtReady) return;
      const sorted = [...events].sort((a, b) => a.data.id - b.data.id);
      for (const e of sorted) {
        // The first load only marks history as read: old events are not news (the server sends the newest page).
        if (baseline) remember(e.data.id);
        else deliver(e);
      }
      floor = lastId ?? 0;
      if (baseline || events.length < RELOAD_PAGE) return;
    }
  };

  const schedule = () => {
    if (stopped) return;
    const delay = backoffDelay(attempt, random);
    attempt += 1;
    timer = timers.setTimeout(() => {
      timer = null;
      connect();
    }, delay);
  };

  function connect() {
    if (stopped) return;
    const creds = opts.auth();
    if (!creds) return stop('signed-out');
    ready = false;
    let s: SocketLike;
    try {
      s = create(opts.url());
    } catch {
      return schedule();
    }
    socket = s;
    s.onopen = () => {
      const now = opts.auth();
      if (!now) return stop('signed-out');
      s.send(JSON.stringify({ type: 'auth', merchant: now.merchant, token: now.token }));
    };
    s.onmessage = (ev) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if ((raw as { type?: unknown } | null)?.type === 'ready') {
        ready = true;
        attempt = 0;
        void reload(s);
        return;
      }
      const event = opts.parse(raw);
      if (event) deliver(event);
    };
    s.onerror = () => {
      // A close event always follows; reconnection is decided there.
    };
    s.onclose = (ev) => {
      if (socket !== s) return;
      socket = null;
      ready = false;
      if (ev.code === CLOSE_UNAUTHORIZED) return stop('unauthorized');
      if (!opts.auth()) return stop('signed-out');
      schedule();
    };
  }

  connect();
  return {
    stop: () => stop('stopped'),
    get attempt() {
      return attempt;
    },
    get connected() {
      return ready;
    },
  };
}
