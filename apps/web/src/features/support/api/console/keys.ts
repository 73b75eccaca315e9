/** Query keys of the console's support desk. */
export const deskKeys = {
  conversations: (code: string, status: string) => ['ops', code, 'desk', 'conversations', status] as const,
  messages: (code: string, id: number) => ['ops', code, 'desk', 'messages', id] as const,
  operators: (code: string) => ['ops', code, 'desk', 'operators'] as const,
};
export const chatPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}/chat${rest}`;
/**
 * The desk has no operator socket (the chat's live events go to members): the console polls the
 * queue and the open conversation this often (ADR 027).
 */
export const DESK_POLL_MS = 5_000;
