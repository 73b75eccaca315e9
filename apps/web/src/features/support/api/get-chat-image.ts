import { apiUrl, requestHeaders } from '../../../lib/api-client';

/** GET /wps/support/chat/images/:id with the session headers (an <img> cannot send them); an object URL. */
export async function getChatImage(messageId: number, signal?: AbortSignal): Promise<string> {
  const res = await fetch(apiUrl(`/wps/support/chat/images/${messageId}`), { headers: requestHeaders(), signal });
  if (!res.ok) throw new Error(`chat image ${res.status}`);
  return URL.createObjectURL(await res.blob());
}
