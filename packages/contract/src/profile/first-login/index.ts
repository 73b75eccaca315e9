import { z } from 'zod';

/**
 * firstLogin (spec 000 §4/§7, "method and path: not shown"; docs/adr/058): what a member sees once,
 * after their very first login — a welcome listing the profile items the merchant's registration
 * rules require that the member has not filled. A leaf module: the welcome is a lazy chunk.
 */
export const FIRST_LOGIN_ITEMS = [
  'nickname',
  'mobileNum',
  'email',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'facebook',
  'whatsapp',
  'idNumber',
] as const;
export type FirstLoginItem = (typeof FIRST_LOGIN_ITEMS)[number];

export const firstLoginSchema = z.object({
  /** True from the first login until the member closes the welcome (on any device). */
  show: z.boolean(),
  account: z.string(),
  /** Required by the registration rules and still empty, in the form's order. */
  missing: z.array(z.enum(FIRST_LOGIN_ITEMS)),
});
export type FirstLogin = z.infer<typeof firstLoginSchema>;
