import { promoCodeRedemptionSchema } from '@arcadia/contract/promotions/promo-codes';
import { apiSend } from '../../../lib/api-client';

/** POST /wps/promotions/promo-codes/redeem: credits the code's bonus once (docs/adr/058). */
export const redeemPromoCode = (code: string) =>
  apiSend('POST', '/wps/promotions/promo-codes/redeem', promoCodeRedemptionSchema, { body: { code }, background: true });
