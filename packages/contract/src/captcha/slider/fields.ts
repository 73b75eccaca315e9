import { z } from 'zod';

/** Version 4's validate object, as Geetest's widget hands it over. */
export const sliderV4ValidateSchema = z.object({
  lot_number: z.string().min(1).max(128),
  captcha_output: z.string().min(1).max(4096),
  pass_token: z.string().min(1).max(256),
  gen_time: z.string().min(1).max(32),
});
export type SliderV4Validate = z.infer<typeof sliderV4ValidateSchema>;

/** Fields an SMS-code request may carry (spec 000 §3): v3 challenge/validate/seccode, or v4's validate object. */
export const sliderFieldsSchema = z.object({
  challenge: z.string().max(64).optional(),
  validate: z.union([z.string().max(64), sliderV4ValidateSchema]).optional(),
  seccode: z.string().max(96).optional(),
});
export type SliderFields = z.infer<typeof sliderFieldsSchema>;
