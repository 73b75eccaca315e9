/** Query keys of the registration feature. */
export const registrationKeys = {
  all: ['registration'] as const,
  rules: () => ['registration', 'rules'] as const,
  settings: (language: string) => ['registration', 'settings', language] as const,
};
