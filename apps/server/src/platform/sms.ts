/**
 * The SMS provider interface. The default provider writes to the outbox table (readable from the
 * ops API and logged); a real gateway plugs in by configuration and speaks its own protocol.
 */
export type SmsMessage = { merchantId: number; to: string; text: string; purpose: string };
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
