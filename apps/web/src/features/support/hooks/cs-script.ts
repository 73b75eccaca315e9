/**
 * Spec 001 §4: the customer-service provider script loads once per page, and only when a
 * merchant code is stored (before that the site does not know whose widget to show).
 */
export function createScriptLoader(deps: {
  merchantCode: () => string | null;
  fetchScripts: () => Promise<{ scripts: string[] }>;
  inject: (src: string) => void;
}) {
  let started: Promise<void> | null = null;
  return function load(): Promise<void> {
    if (started) return started;
    if (!deps.merchantCode()) return Promise.resolve();
    started = deps.fetchScripts().then(
      ({ scripts }) => {
        for (const src of new Set(scripts)) deps.inject(src);
      },
      () => {
        // A failed lookup may be retried on the next page view.
        started = null;
      },
    );
    return started;
  };
}
