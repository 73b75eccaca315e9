/** Query key of the console's notices page (under `ops`, so signing out of the console drops it) and its paths. */
export const noticesKey = (code: string) => ['ops', code, 'content', 'notices'] as const;

export const consolePath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/${rest}`;
