// The server as production runs it, for the memory budgets of issue 19: the built bundle
// (dist/server/main.mjs, rebuilt here) in a process of its own, so that its peak is the server's
// alone — not the bench's seeding, not tsx's compiler — and measured for the whole process tree.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A `/proc/<pid>/status` field in bytes (VmRSS: now; VmHWM: the process's high-water mark, all its threads). */
function statusBytes(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${field}:`));
    return line ? Number(line.split(/\s+/)[1]) * 1024 : 0;
  } catch {
    return 0; // the process has just ended
  }
}

/** The process and every descendant still alive (Linux: from each thread's `children`). */
export function processTree(pid: number): number[] {
  const out = [pid];
  for (let i = 0; i < out.length; i++) {
    let tasks: string[];
    try {
      tasks = fs.readdirSync(`/proc/${out[i]}/task`);
    } catch {
      continue; // the process has just ended
    }
    for (const task of tasks) {
      try {
        const kids = fs.readFileSync(`/proc/${out[i]}/task/${task}/children`, 'utf8').trim();
        if (kids) out.push(...kids.split(/\s+/).map(Number));
      } catch {
        // the thread has just ended
      }
    }
  }
  return out;
}

/**
 * Watches a process tree while work runs. `peak()` answers two honest figures: the server's own
 * high-water mark (exact, from the kernel) and an upper bound for the tree — the sum of every
 * process's high-water mark, children seen by sampling every 20 ms included.
 */
export function watchTree(pid: number) {
  const seen = new Map<number, number>();
  let sampledTree = 0;
  const sample = () => {
    let sum = 0;
    for (const p of processTree(pid)) {
      seen.set(p, Math.max(seen.get(p) ?? 0, statusBytes(p, 'VmHWM')));
      sum += statusBytes(p, 'VmRSS');
    }
    sampledTree = Math.max(sampledTree, sum);
  };
  sample();
  const timer = setInterval(sample, 20);
  return {
    rssNow: () => statusBytes(pid, 'VmRSS'),
    /** The high-water mark so far: before the work, what start-up and sign-in reached. */
    hwmNow: () => statusBytes(pid, 'VmHWM'),
    peak() {
      sample();
      clearInterval(timer);
      return {
        server: statusBytes(pid, 'VmHWM'),
        tree: [...seen.values()].reduce((a, b) => a + b, 0),
        sampledTree,
        processes: seen.size,
      };
    },
  };
}

/** Bundles the server as `npm start` would (esbuild, a second or two). */
export function buildServerBundle() {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('could not build the server bundle');
}

/** The Node flags of `npm start` (package.json: `node FLAGS scripts/start.mjs`), which the Dockerfile repeats. */
export function productionNodeFlags(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = pkg.scripts.start.split(/\s+/);
  return words.slice(1, words.indexOf('scripts/start.mjs'));
}

/** Starts the built server on `port` with `env` and waits until it answers its health check. */
export async function startServer(env: Record<string, string>, port: number): Promise<{ child: ChildProcess; stop(): Promise<void> }> {
  // The Node flags `npm start` gives the server, then BENCH_NODE_FLAGS, e.g. --no-wasm-tier-up (decision 024).
  const flags = [...productionNodeFlags(), ...(process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean)];
  // A server left by an earlier run on this port would answer the health check below, and be measured instead.
  const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use (a server left by an earlier run? \`ss -ltnp | grep ${port}\`): choose another BENCH_PORT_BASE`);
  const child = spawn(process.execPath, [...flags, path.join(root, 'dist/server/main.mjs')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // However the benchmark ends (a later server failing to start, an error thrown), it takes its servers with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit code ${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('the server did not answer its health check within 2 minutes');
}

/** Signs a user in over HTTP and answers the session cookie. */
export async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}
