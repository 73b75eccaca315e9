/** Spec 000 §5: one password change per 3 s. */
export const CHANGE_PASSWORD_THROTTLE_MS = 3000;

/** True when an action last run at `last` may run again at `now`. */
export const throttleOpen = (last: number | null, now: number, intervalMs: number) => last == null || now - last >= intervalMs;
