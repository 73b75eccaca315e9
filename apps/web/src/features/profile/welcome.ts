/** Public entry: the first-login welcome (docs/adr/058), imported by the lazily loaded member layer only. */
export { default as FirstLoginWelcome } from './components/FirstLoginWelcome';
