import { encryptPayload } from '../platform/crypto/payload-crypto.js';

/**
 * A client of a running deployment over HTTP only (through nginx in the multi-instance tests): signs
 * in as a browser does, with the login encrypted to the server's published key.
 */
export async function edgeLogin(base: string, username: string, password = 'abc12345', merchant = 'demo'): Promise<string> {
  const jwk = ((await (await fetch(`${base}/wps/system/crypto/jwks`)).json()) as { value: { keys: object[] } }).value.keys[0]!;
  const login = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', merchant },
    body: JSON.stringify({ encrypted: await encryptPayload(jwk, { type: 'username', username, password }) }),
  });
  const body = (await login.json()) as { value: { token: string } | null; errorCode?: string | null };
  // Say why when the sign-in is refused: a bare null dereference hid the cause of a CI failure.
  if (!body.value) throw new Error(`${username} could not sign in through ${base}: ${login.status} ${JSON.stringify(body)}`);
  return body.value.token;
}

/** A counter of an instance's /metrics: the sample of `name` whose labels include every `labels` pair (0 when absent). */
export async function metricOf(port: number, token: string, name: string, labels: string[]): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${token}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && labels.every((label) => l.includes(label)));
  return line ? Number(line.split(' ').pop()) : 0;
}
