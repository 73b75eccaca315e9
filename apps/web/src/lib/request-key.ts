/**
 * A fresh idempotency key for one money request (ARCHITECTURE.md §4). A form keeps its key until
 * the server has answered, so a double click or a retry after a timeout is the same request.
 * `crypto.randomUUID` needs a secure context; plain-http LAN hosts fall back to getRandomValues.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
