// Runs npm scripts side by side and fails when any of them fails: `npm test` checks the code (ESLint), its format
// (Prettier) and builds the client and server at once — one-core jobs on a two-core host — instead of one after the
// other (ESLint then Prettier alone took 3.3 minutes of a CI run, the build 1.6).
import { spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const codes = await Promise.all(
  process.argv.slice(2).map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn(npm, ['run', '--silent', script], { stdio: 'inherit', shell: process.platform === 'win32' });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
        child.on('error', () => resolve(1));
      }),
  ),
);
const failed = process.argv.slice(2).filter((_, i) => codes[i] !== 0);
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
