import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export { DemoVendorEngine, PlayError } from './engine.js';
export { VENDOR_LANES } from './games.js';
export { type DemoVendorOptions, demoVendorPlugin } from './plugin.js';
export { WalletClient } from './wallet-client.js';

/** Where the demo vendor is mounted, in the embedded demo and on its own; the demo seed's launch URLs name it. */
export const DEMO_VENDOR_PREFIX = '/demo-vendor';

/**
 * The server's own address as a vendor on this machine reaches it: the embedded vendor calls the
 * wallet over real HTTP, like an outside one, but over the loopback.
 */
export function loopbackUrl(app: FastifyInstance): string {
  const a = app.server.address() as AddressInfo | null;
  if (!a) throw new Error('the server is not listening yet');
  const any = a.address === '0.0.0.0' || a.address === '::';
  const host = any ? '127.0.0.1' : a.family === 'IPv6' ? `[${a.address}]` : a.address;
  return `http://${host}:${a.port}`;
}
