import { DEVICE_ID_HEADER } from '@arcadia/contract/captcha';
import type { FastifyRequest } from 'fastify';

/**
 * Who the client is for captchas and throttles: its 36-character device id when it sends one
 * (spec 000 §5 device id), else its IP. A forged device id only gives the forger a fresh key.
 */
export function clientKey(req: FastifyRequest): string {
  const raw = req.headers[DEVICE_ID_HEADER.toLowerCase()];
  const id = Array.isArray(raw) ? raw[0] : raw;
  return id && id.length === 36 && /^[A-Za-z0-9-]+$/.test(id) ? `d:${id}` : `ip:${req.ip}`;
}
