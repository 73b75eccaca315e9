/** Public API of the operator console (issue 13). The route loads it lazily: nothing here reaches the player's bundle. */
export { default as OpsConsole, type OpsConsoleProps } from './components/OpsConsole';
