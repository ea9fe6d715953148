// Runs npm scripts side by side and fails when any of them fails: `npm test` checks the code
// (ESLint, Prettier) while it builds the client and server, two one-core jobs on a two-core host,
// instead of one after the other.
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
