// npm run bench:hardening — decision 013's budget: 100 signed-in sessions (garage, documents,
// profile reads and a vehicle write now and then) for BENCH_SECONDS (default 45) alone, then the
// same while 20 visitors without a session send oversized bodies (14 MB to /api/auth/*, 14 MB of
// JSON, 30 MB of multipart) and slow ones (headers, then a byte a second). Budget: 0 errors for the
// signed-in users, p99 with the visitors within 1.5× of p99 without. On PGlite (the default
// install); the load average is printed with the figures.
import net from 'node:net';
import os from 'node:os';
import { startBenchServer } from './bench-app';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 45);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 100);
const VISITORS = Number(process.env.BENCH_VISITORS ?? 20);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Phase {
  latencies: number[];
  errors: number;
  firstErrors: string[];
}

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

/** One signed-in user's loop until `until`: reads mostly, a write every tenth request. */
async function session(address: string, cookie: string, until: number, phase: Phase) {
  const headers = { cookie, origin: address };
  for (let i = 0; Date.now() < until; i++) {
    const kind = i % 10;
    const started = performance.now();
    try {
      const res =
        kind === 9
          ? await fetch(`${address}/api/vehicles`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ make: 'Fiat', model: `500 ${i}`, year: 1960 }),
            })
          : await fetch(`${address}${['/api/vehicles', '/api/documents', '/api/profile'][kind % 3]}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${res.status}`);
      phase.latencies.push(performance.now() - started);
    } catch (error) {
      phase.errors += 1;
      if (phase.firstErrors.length < 5) phase.firstErrors.push(String(error));
    }
  }
}

/** Writes `head`, then `body` bytes at `bytesPerSecond` (or as fast as possible), until the server hangs up or `until`. */
function rawVisitor(port: number, head: string, body: number, bytesPerSecond: number | null, until: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let timer: NodeJS.Timeout | undefined;
    const end = () => {
      clearInterval(timer);
      socket.destroy();
      resolve();
    };
    socket.on('error', end);
    socket.on('close', end);
    socket.on('data', () => undefined);
    setTimeout(end, Math.max(0, until - Date.now()));
    socket.on('connect', () => {
      socket.write(head);
      if (bytesPerSecond === null) {
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        let sent = 0;
        const pump = () => {
          while (sent < body && socket.writable) {
            sent += chunk.length;
            if (!socket.write(chunk)) return void socket.once('drain', pump);
          }
        };
        pump();
      } else {
        timer = setInterval(() => socket.writable && socket.write('a'), 1000 / bytesPerSecond);
      }
    });
  });
}

async function visitor(port: number, n: number, until: number) {
  const host = `Host: 127.0.0.1:${port}\r\n`;
  for (let i = 0; Date.now() < until; i++) {
    const kind = (n + i) % 4;
    if (kind === 0)
      await rawVisitor(
        port,
        `POST /api/auth/sign-in/email HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${14 * 1024 * 1024}\r\n\r\n`,
        14 * 1024 * 1024,
        null,
        until,
      );
    else if (kind === 1)
      await rawVisitor(
        port,
        `POST /api/vehicles HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${14 * 1024 * 1024}\r\n\r\n`,
        14 * 1024 * 1024,
        null,
        until,
      );
    else if (kind === 2)
      await rawVisitor(
        port,
        `POST /api/feedback HTTP/1.1\r\n${host}Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${30 * 1024 * 1024}\r\n\r\n`,
        30 * 1024 * 1024,
        null,
        until,
      );
    else
      await rawVisitor(port, `POST /api/auth/sign-in/email HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n`, 4000, 1, until);
  }
}

async function runPhase(address: string, cookies: string[], withVisitors: boolean): Promise<Phase> {
  const phase: Phase = { latencies: [], errors: 0, firstErrors: [] };
  const until = Date.now() + SECONDS * 1000;
  const port = Number(new URL(address).port);
  await Promise.all([
    ...cookies.map((cookie) => session(address, cookie, until, phase)),
    ...(withVisitors ? Array.from({ length: VISITORS }, (_, n) => visitor(port, n, until)) : []),
  ]);
  return phase;
}

function report(name: string, phase: Phase) {
  const sorted = [...phase.latencies].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  console.log(
    `${name.padEnd(22)} ${sorted.length} requests, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, errors for signed-in users ${phase.errors}${phase.firstErrors.length ? ` (${phase.firstErrors.join('; ')})` : ''} — load average ${load()}`,
  );
  return p99;
}

async function main() {
  const server = await startBenchServer('pglite', 'bench-hardening');
  try {
    const { address } = server;
    // 100 sessions of one user (each sign-in is a session of its own), with something to list.
    for (let i = 0; i < 20; i++) await server.api('POST', '/api/vehicles', { make: 'Porsche', model: `356 ${i}`, year: 1955 });
    const cookies: string[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      const res = await fetch(`${address}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: address },
        body: JSON.stringify({ email: 'bench@example.com', password: 'benchmark!' }),
      });
      if (!res.ok) throw new Error(`sign-in ${i}: ${res.status} ${await res.text()}`);
      cookies.push(
        res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
      );
    }
    console.log(`${SESSIONS} sessions, ${SECONDS} s per phase, ${VISITORS} visitors — load average ${load()}`);
    await runPhase(address, cookies.slice(0, 10), false); // warm-up
    const alone = report('signed-in users alone', await runPhase(address, cookies, false));
    const withVisitors = await runPhase(address, cookies, true);
    const p99 = report('with 20 visitors', withVisitors);
    const ratio = p99 / alone;
    console.log(
      `p99 ratio ${ratio.toFixed(2)}× (budget ≤ 1.5×), errors ${withVisitors.errors} (budget 0): ${ratio <= 1.5 && withVisitors.errors === 0 ? 'within budget' : 'OVER BUDGET'}`,
    );
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
