/** Build-time settings. API calls go to the same origin unless domain selection picks another base. */
export const env = {
  dev: import.meta.env.DEV,
} as const;
