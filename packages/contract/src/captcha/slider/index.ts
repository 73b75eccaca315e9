import { z } from 'zod';
import { type SliderFields, type SliderV4Validate, sliderFieldsSchema, sliderV4ValidateSchema } from './fields.js';

// The request fields live in their own module: the SMS and registration schemas that every page loads need
// only them, not the widget's schemas (the home route's budget, ARCHITECTURE.md §5).
export { type SliderFields, type SliderV4Validate, sliderFieldsSchema, sliderV4ValidateSchema };

/*
 * The slider captcha (spec 000 §4, §7; ADR 057). One init call for every provider; what the
 * browser sends back afterwards has the Geetest shapes (v3: challenge/validate/seccode, v4: the
 * validate object), whether Geetest or Arcadia's own puzzle produced it.
 */

/** Spec 000 §9: the slider init answers at most once per 250 ms per client. */
export const SLIDER_RATE_MS = 250;
/** Spec 000 §4: the v4 widget gives up initialising after 10 s (then one automatic retry). */
export const SLIDER_V4_TIMEOUT_MS = 10_000;
/** A puzzle not answered (or its pass not used) within this time is void. */
export const SLIDER_TTL_MS = 2 * 60_000;

/** Arcadia's puzzle: image size, piece size, accepted distance, and what a plausible drag looks like (ADR 057). */
export const PUZZLE = {
  width: 280,
  height: 160,
  piece: 44,
  /** |answer - truth| in image pixels that still passes. */
  tolerance: 6,
  /** The piece never starts on the hole: the hole is at least this far right. */
  minX: 80,
  /** A drag shorter than this is a script, not a hand (spec's "too fast"). */
  minDragMs: 300,
  maxDragMs: 60_000,
  minPoints: 5,
  maxPoints: 600,
  /** Pointer drags whose speed varies less than this (coefficient of variation) on a perfectly flat line are refused. */
  minSpeedVariation: 0.15,
} as const;

export const sliderProviderSchema = z.enum(['puzzle', 'geetest3', 'geetest4']);
export type SliderProvider = z.infer<typeof sliderProviderSchema>;

/** `GET /wps/captcha/geetest?t=` value. `gt`/`challenge`/`newCaptcha` as spec 000 §7; `puzzle` only for Arcadia's slider. */
export const sliderInitSchema = z.object({
  gt: z.string(),
  challenge: z.string(),
  newCaptcha: z.boolean(),
  provider: sliderProviderSchema,
  /** GEETESTTEST3: the merchant tries the slider out (built-in puzzle, marked as a test). */
  test: z.boolean(),
  /** Geetest only: the widget loader (gt.js or gt4.js) the page runs, as the server is configured. */
  script: z.string().url().optional(),
  puzzle: z
    .object({
      /** Background with the hole, base64 PNG. */
      image: z.string(),
      /** The cut-out piece, base64 PNG with transparency. */
      piece: z.string(),
      pieceY: z.number().int(),
      width: z.number().int(),
      height: z.number().int(),
      pieceSize: z.number().int(),
    })
    .optional(),
});
export type SliderInit = z.infer<typeof sliderInitSchema>;
export const sliderInitQuerySchema = z.object({ t: z.coerce.number().int().nonnegative().optional() });

/** One sample of the drag: x and y in image pixels, t in ms since the drag started. */
// An array of three, not z.tuple: zod's tuple code would join every page's first load for this one schema (budget).
export const tracePointSchema = z.array(z.number().finite()).length(3);
/** `POST /wps/captcha/geetest/verify`: the puzzle's answer (Arcadia's slider only). */
export const puzzleAnswerSchema = z.object({
  challenge: z.string().min(1).max(64),
  x: z.number().finite().min(-100).max(1000),
  trace: z.array(tracePointSchema).max(PUZZLE.maxPoints),
  /** Keyboard users move the piece with arrow keys: their trace is judged on its own rules (ADR 057). */
  input: z.enum(['pointer', 'keyboard']).default('pointer'),
});
export type PuzzleAnswer = z.infer<typeof puzzleAnswerSchema>;

/** A passed slider in the version 3 shape (also what the puzzle's verify answers). */
export const sliderV3ResultSchema = z.object({
  challenge: z.string().min(1).max(64),
  validate: z.string().min(1).max(64),
  seccode: z.string().min(1).max(96),
});
export type SliderV3Result = z.infer<typeof sliderV3ResultSchema>;

export type SliderResult = { version: 3; result: SliderV3Result } | { version: 4; result: SliderV4Validate };

/** The passed slider from request fields, or null when they are missing or malformed. */
export function sliderResultOf(fields: SliderFields | null | undefined): SliderResult | null {
  if (!fields) return null;
  if (fields.validate && typeof fields.validate === 'object') return { version: 4, result: fields.validate };
  const v3 = sliderV3ResultSchema.safeParse(fields);
  return v3.success ? { version: 3, result: v3.data } : null;
}

/**
 * Login and registration carry their captcha in one `captcha` string (spec 000 §3); with GEETEST3
 * it holds the slider's fields as JSON.
 */
export const sliderCaptchaString = (fields: SliderFields) => JSON.stringify(fields);
export function sliderResultFromCaptcha(captcha: string | undefined): SliderResult | null {
  if (!captcha || captcha.length > 8192 || !captcha.startsWith('{')) return null;
  try {
    const parsed = sliderFieldsSchema.safeParse(JSON.parse(captcha));
    return parsed.success ? sliderResultOf(parsed.data) : null;
  } catch {
    return null;
  }
}

export const CAPTCHA_ERRORS = {
  /** Spec 000 §8: the slider was closed or not passed. */
  verifyFirst: 'verify_first',
  /** The piece is not where the hole is. */
  sliderMismatch: 'slider_mismatch',
  /** The drag took less time than a hand needs (spec's "too fast"). */
  sliderTooFast: 'slider_too_fast',
  /** The drag looks scripted (straight, constant speed, impossible samples). */
  sliderTrace: 'slider_trace_refused',
  /** Unknown, already used or expired puzzle: a replay ends here. */
  sliderExpired: 'slider_expired',
  /** Neither slider switch is on for this merchant. */
  sliderOff: 'slider_disabled',
  /** Geetest did not answer (spec: 'Geetest service not work'). */
  geetestDown: 'geetest_unavailable',
} as const;
