/**
 * Public API of the operator console (issue 13): the shell (sign-in, menu, page frame) and its own
 * pages. Other features' console pages are handed in through `opsPages` by the route (ADR 054). The
 * route loads it lazily: nothing here reaches the player's bundle.
 */
export { default as OpsConsole, type OpsConsoleProps } from './components/OpsConsole';
export type { OpsPageProps } from './components/page-props';
export { type OpsContributions, type OpsPage, opsPages } from './components/pages';
