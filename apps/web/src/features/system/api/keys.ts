import type { Language } from '@arcadia/contract';

/** Query keys of the system feature; each includes the language so a switch refetches localised data. */
export const systemKeys = {
  all: ['system'] as const,
  consolidated: (language: Language) => ['system', 'consolidated', language] as const,
  status: (language: Language) => ['system', 'status', language] as const,
  templates: (language: Language) => ['system', 'templates', language] as const,
  country: (language: Language) => ['system', 'country', language] as const,
  helpCenter: (language: Language) => ['system', 'helpCenter', language] as const,
  domainRoute: (language: Language) => ['system', 'domainRoute', language] as const,
};
