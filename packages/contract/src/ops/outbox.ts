import { z } from 'zod';

/** What the default SMS and mail providers kept (the dev/test stand-in for real transports; ADR 025). */
export const smsOutboxItemSchema = z.object({
  id: z.number(),
  toNumber: z.string(),
  purpose: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export const mailOutboxItemSchema = z.object({
  id: z.number(),
  toAddress: z.string(),
  purpose: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type SmsOutboxItem = z.infer<typeof smsOutboxItemSchema>;
export type MailOutboxItem = z.infer<typeof mailOutboxItemSchema>;
