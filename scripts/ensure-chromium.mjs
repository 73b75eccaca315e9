#!/usr/bin/env node
// The e2e tests drive Debian's Chromium headless shell (never a downloaded browser build; the
// Lighthouse bench drives the full chromium). Installs both, with fonts for the CJK and Thai
// interfaces, when missing and we are root; fails clearly otherwise.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const SHELL = '/usr/lib/chromium/chromium-headless-shell';
const packages = ['chromium', 'chromium-headless-shell', 'fonts-noto-cjk', 'fonts-thai-tlwg'];
const installed = (pkg) => {
  try {
    return execSync(`dpkg-query -W -f='\${Status}' ${pkg}`, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .includes('install ok installed');
  } catch {
    return false;
  }
};
const missing = packages.filter((p) => !installed(p));
if (existsSync(CHROMIUM) && existsSync(SHELL) && missing.length === 0) process.exit(0);
if (!missing.length && !existsSync(CHROMIUM)) missing.push('chromium');
if (!missing.length && !existsSync(SHELL)) missing.push('chromium-headless-shell');

if (typeof process.getuid === 'function' && process.getuid() !== 0) {
  console.error(
    `e2e: ${missing.join(', ')} missing and this is not root, so they cannot be installed here.\n` +
      `Install them with: sudo apt-get install -y ${missing.join(' ')}`,
  );
  process.exit(1);
}
console.log(`e2e: installing ${missing.join(', ')} from Debian…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execSync('apt-get update -qq', { stdio: 'inherit', env });
execSync(`apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`, { stdio: 'inherit', env });
for (const path of [CHROMIUM, SHELL])
  if (!existsSync(path)) {
    console.error(`e2e: ${path} still missing after the install`);
    process.exit(1);
  }
