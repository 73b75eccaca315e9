import type { Locator, Page } from '@playwright/test';

/**
 * Pictures for a person to look at, taken when asked (`E2E_SCREENS=1`), as the screenshot matrix is.
 * No test compares them, and on this 2-core machine each costs a few hundred ms (a full page, a
 * second): about a minute of every run went on pictures nobody opened (issue 24). A failing test
 * still gets its screenshot from the config (`screenshot: 'only-on-failure'`).
 */
export const SCREENS = Boolean(process.env.E2E_SCREENS);

type Named<T> = NonNullable<T> & { path: string };

export async function shot(target: Page, options: Named<Parameters<Page['screenshot']>[0]>): Promise<void>;
export async function shot(target: Locator, options: Named<Parameters<Locator['screenshot']>[0]>): Promise<void>;
export async function shot(target: Page | Locator, options: { path: string }): Promise<void> {
  if (SCREENS) await target.screenshot(options);
}
