// The npm registry reachable here serves only the platform packages of Linux, so `npm install`
// writes a lockfile without entries for the macOS/Windows/Android/FreeBSD/WASM variants of
// packages like sharp, rollup, esbuild and tailwind's oxide — and `npm ci` then refuses the
// lockfile as "out of sync". This adds those entries back with the os/cpu their names state,
// which is what the public registry would have written: npm ci skips them on other platforms.
// Run after `npm install` changes the lockfile: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony', 'wasm32'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'riscv64', 'loong64', 'ppc64', 's390x', 'mips64el', 'wasm32', 'mips', 'ppc'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p) || p === 'win' || p === 'wasm32');
  const cpu = parts.find((p) => CPU.includes(p) || p === 'eabi' || p === 'gnueabihf');
  if (!os) return null;
  if (os === 'wasm32' || os === 'wasm') return { cpu: ['wasm32'] };
  return { os: [os === 'win' ? 'win32' : os], ...(cpu && CPU.includes(cpu) ? { cpu: [cpu] } : {}) };
}

function resolves(fromKey, dep) {
  // Walk up node_modules folders as Node's resolution does.
  let base = fromKey;
  for (;;) {
    const candidate = (base ? base + '/' : '') + 'node_modules/' + dep;
    if (packages[candidate]) return true;
    if (!base) return false;
    const idx = base.lastIndexOf('node_modules/');
    if (idx <= 0) base = '';
    else base = base.slice(0, idx - 1);
  }
}

let added = 0;
for (const [key, pkg] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (resolves(key, dep)) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    const target = (key ? key + '/' : '') + 'node_modules/' + dep;
    packages[target] = { version: version.replace(/^[\^~=]/, ''), optional: true, ...platform };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
lock.packages = sorted;
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} platform entries`);
