import { generateSecret, generateURI, verify } from 'otplib';

const PERIOD = 30;

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (issuer: string, account: string, secret: string): string => generateURI({ issuer, label: account, secret });

/**
 * The RFC 6238 time step a code belongs to, or null. One step either side is accepted for clock
 * drift; the caller refuses a step it has already seen, so a code works once.
 */
export async function checkTotp(secret: string, code: string, now: Date): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  try {
    const result = await verify({ secret, token: code, epoch, epochTolerance: PERIOD });
    return result.valid ? Math.floor(epoch / PERIOD) + result.delta : null;
  } catch {
    return null;
  }
}
