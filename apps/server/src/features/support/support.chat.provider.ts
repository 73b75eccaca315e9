/**
 * An external live-chat provider (spec 001 §7): it trades the member's userId and our verify
 * token for its own vToken, which its chat page expects. One interface, so tests use a local fake
 * over real HTTP and a merchant can switch providers by configuration.
 */
export interface LiveChatProvider {
  /** Resolves to the vToken; rejects when the provider refuses, fails or answers nothing. */
  verifyToken(input: { verifyUrl: string; userId: string; verifyToken: string }): Promise<string>;
}

export const PROVIDER_TIMEOUT_MS = 5000;

/** POSTs `{ userId, verifyToken }` as JSON; the text body is the vToken (spec 001 §7). */
export const httpLiveChatProvider: LiveChatProvider = {
  async verifyToken({ verifyUrl, userId, verifyToken }) {
    const res = await fetch(verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId, verifyToken }),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    const text = (await res.text()).trim();
    if (!res.ok) throw new Error(`live chat provider answered ${res.status}`);
    if (!text || text.length > 2000) throw new Error('live chat provider answered no token');
    return text;
  },
};
