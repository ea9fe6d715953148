// Sign-up of a new against a registered address, in this process on PGlite (decision 021: the
// answers are alike; this shows how alike their times are). `npx tsx scripts/bench-sign-up.ts [N]`
import os from 'node:os';
import { createTestApp, signUp, uniqueEmail } from '../tests/integration/support/test-app';

const N = Number(process.argv[2] ?? 20);
const t = await createTestApp('pglite');
const owner = await signUp(t.app); // the instance's first account: later ones wait for their link
const time = async (email: string) => {
  const start = process.hrtime.bigint();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { name: 'Bench', email, password: 'a long enough password' } });
  if (res.statusCode !== 200) throw new Error(`sign-up: ${res.statusCode}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
};
const fresh: number[] = [];
const taken: number[] = [];
// Interleaved, so that a change of load touches both alike.
for (let i = 0; i < N; i++) {
  fresh.push(await time(uniqueEmail('bench')));
  taken.push(await time(owner.email));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(0);
console.log(`sign-up, ${N} each: new address median ${median(fresh)} ms, registered address median ${median(taken)} ms (load ${os.loadavg()[0]!.toFixed(1)})`);
await t.close();
