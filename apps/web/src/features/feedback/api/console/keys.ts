/** Query keys of the console's feedback inbox (under `ops`, so signing out of the console drops them). */
export const feedbackOpsKeys = {
  all: (code: string) => ['ops', code, 'feedback'] as const,
  page: (code: string, page: number) => ['ops', code, 'feedback', page] as const,
};
export const opsPath = (code: string, rest: string) => `/ops/merchants/${encodeURIComponent(code)}${rest}`;
