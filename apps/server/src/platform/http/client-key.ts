import { DEVICE_ID_HEADER } from '@arcadia/contract/captcha';
import type { SliderFields } from '@arcadia/contract/captcha/slider';
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

/** Who asks for an SMS code, and the slider's pass their request carries (the captcha policy, ADR 057). */
export type SmsGate = { clientKey: string; slider: SliderFields };
/** No pass: a send from code that has no request (tests, jobs); the policy refuses it when the slider is asked. */
export const NO_SMS_GATE: SmsGate = { clientKey: '', slider: {} };
/** The gate of a request: its client and only the slider's own fields of `fields`. */
export const smsGateOf = (req: FastifyRequest, { challenge, validate, seccode }: SliderFields): SmsGate => ({
  clientKey: clientKey(req),
  slider: { challenge, validate, seccode },
});
