import { envelope, HEADERS, REQUEST_TIMEOUT_MS } from '@arcadia/contract';
import { DEVICE_ID_HEADER } from '@arcadia/contract/captcha';
import type { z } from 'zod';
import { classifyError, warningText } from './classify-error';
import { currentDeviceId } from './device-id';
import { errorBus } from './error-bus';
import { getLanguage, t } from './i18n';
import { getMerchantCode, getToken } from './storage';

export { classifyError } from './classify-error';

/** A failed call: `code` is the envelope `errorCode` (null when the server sent none). */
export class ApiError extends Error {
  constructor(
    readonly code: string | null,
    message: string,
    readonly status: number,
    /** The envelope `value` of the failure, when the server attached details. */
    readonly details: unknown = null,
    readonly statusText: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type RequestOptions<S extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  schema: S;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Background calls are exempt from the global error dialogs (spec 000 §8 "Other"). */
  background?: boolean;
  /** Absolute base URL (domain ping); defaults to the selected API base. */
  baseUrl?: string;
  /** The call succeeds with `value: null` (logout, language update): do not treat null as a failure. */
  nullable?: boolean;
  /** Sends this token instead of the stored one (the forced change-password token, spec 000 §4 flow 1). */
  token?: string;
};

let apiBase = '';

/** Set by domain selection; '' means the page's own origin. */
export function setApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

/** An API path on the selected base, for calls that are not JSON (an image fetched with the session headers). */
export function apiUrl(path: string): string {
  return `${apiBase}${path}`;
}

export function requestHeaders(tokenOverride?: string): Record<string, string> {
  const headers: Record<string, string> = { [HEADERS.device]: 'web', [HEADERS.language]: getLanguage() };
  const merchant = getMerchantCode();
  if (merchant) headers[HEADERS.merchant] = merchant;
  // Captchas and throttles are bound to this browser's device id (spec 000 §5).
  const deviceId = currentDeviceId();
  if (deviceId) headers[DEVICE_ID_HEADER] = deviceId;
  const token = tokenOverride ?? getToken();
  if (token) headers[HEADERS.authorization] = token;
  return headers;
}

function buildUrl(base: string, path: string, query?: RequestOptions<z.ZodType>['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return `${base}${path}${qs ? `?${qs}` : ''}`;
}

async function send<S extends z.ZodType>(path: string, opts: RequestOptions<S>): Promise<z.infer<S>> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  // Older Safari lacks AbortSignal.any: forward the caller's abort by hand there.
  if (opts.signal) {
    if (opts.signal.aborted) timeout.abort();
    else opts.signal.addEventListener('abort', () => timeout.abort(), { once: true });
  }
  const signal = timeout.signal;
  const headers = requestHeaders(opts.token);
  // Spec 000 §3 sends the forgot-password e-mail request form-encoded; everything else is JSON.
  const form = opts.body instanceof URLSearchParams;
  if (opts.body !== undefined) headers['Content-Type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
  let res: Response;
  try {
    res = await fetch(buildUrl(opts.baseUrl ?? apiBase, path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : form ? String(opts.body) : JSON.stringify(opts.body),
      signal,
    });
  } catch (e) {
    clearTimeout(timer);
    if (opts.signal?.aborted) throw e; // the caller cancelled: not an error to report
    if (timeout.signal.aborted) throw new ApiError('timeout_retry_please', t('common:error.timeout_retry_please'), 0);
    throw new ApiError(null, t('common:error.network'), 0);
  }
  clearTimeout(timer);
  let json: unknown;
  try {
    json = await res.json();
  } catch (e) {
    // Cancelled while the body was still arriving (a page left mid-request): not a failure to show.
    if (opts.signal?.aborted) throw e;
    throw new ApiError(null, '', res.status, null, res.statusText);
  }
  const parsed = envelope(opts.schema).safeParse(json);
  if (!parsed.success) {
    const raw = json as { message?: unknown; errorCode?: unknown; value?: unknown } | null;
    const code = typeof raw?.errorCode === 'string' ? raw.errorCode : res.ok ? 'invalid_response' : null;
    const message = typeof raw?.message === 'string' ? raw.message : res.ok ? t('common:error.invalid_response') : '';
    // A failure's `value` carries details of its own shape (e.g. a login's captcha flag): keep them.
    throw new ApiError(code, message, res.status, raw?.value ?? null, res.statusText);
  }
  const body = parsed.data as { success: boolean; value: unknown; message: string; errorCode: string | null };
  if (!res.ok || !body.success || (body.value === null && !opts.nullable)) {
    throw new ApiError(body.errorCode, body.message, res.status, (json as { value?: unknown }).value ?? null, res.statusText);
  }
  return body.value as z.infer<S>;
}

/** Routes a failure to the error bus according to the catalogue. */
export function reportError(error: ApiError): void {
  const action = classifyError({ status: error.status, errorCode: error.code, protocol: globalThis.location?.protocol ?? 'http:' });
  switch (action) {
    case 'silent':
      return;
    case 'log':
      console.error('[api]', error.status, error.code, error.message);
      return;
    case 'domain-check-failed':
      errorBus.domainCheckFailed();
      return;
    case 'vendor-maintenance': {
      const d = error.details as { start?: unknown; end?: unknown } | null;
      const window = d && typeof d.start === 'string' && typeof d.end === 'string' ? { start: d.start, end: d.end } : null;
      errorBus.push({ action, text: error.message || null, window });
      return;
    }
    case 'warning':
      errorBus.push({
        action,
        text: warningText({ message: error.message, errorCode: error.code, status: error.status, statusText: error.statusText }),
      });
      return;
    default:
      errorBus.push({ action, text: error.message || null });
  }
}

/** Sends one call with the common headers and timeout, parses `value` with the contract schema. */
export async function apiRequest<S extends z.ZodType>(path: string, opts: RequestOptions<S>): Promise<z.infer<S>> {
  try {
    return await send(path, opts);
  } catch (e) {
    if (e instanceof ApiError && !opts.background) reportError(e);
    throw e;
  }
}

export const apiGet = <S extends z.ZodType>(path: string, schema: S, opts: Omit<RequestOptions<S>, 'schema' | 'method'> = {}) =>
  apiRequest(path, { ...opts, schema, method: 'GET' });

export const apiSend = <S extends z.ZodType>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: S,
  opts: Omit<RequestOptions<S>, 'schema' | 'method'> = {},
) => apiRequest(path, { ...opts, schema, method });
