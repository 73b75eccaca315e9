/** Query key of the console's deposit and withdrawal queue (under `ops`, so signing out of the console drops it). */
export const queueKey = (code: string) => ['ops', code, 'queue'] as const;
