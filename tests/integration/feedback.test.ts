import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type Part } from './support/multipart';
import { createTestApp, dbTargets, signUp, type TestApp } from './support/test-app';

type User = Awaited<ReturnType<typeof signUp>>;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

/** `npm run feedback -- …` as the operator runs it, against the test's data folder. */
function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const root = path.resolve(import.meta.dirname, '../..');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/cli/feedback.ts'), ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

describe.each(dbTargets)('feedback API on %s', (target) => {
  let t: TestApp;
  let alice: User;
  let bob: User;
  let png: Buffer;
  const send = (who: User, fields: Record<string, string>, screenshot?: Omit<Part, 'name'>) => {
    const parts: Part[] = Object.entries(fields).map(([name, data]) => ({ name, data }));
    if (screenshot) parts.push({ name: 'screenshot', ...screenshot });
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: '/api/feedback', headers: { ...body.headers, cookie: who.cookie }, payload: body.payload });
  };
  const screenshots = () => filesUnder(path.join(t.dataDir, 'storage'));

  beforeAll(async () => {
    t = await createTestApp(target);
    alice = await signUp(t.app);
    bob = await signUp(t.app);
    png = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#f5efe0' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t?.close());

  it('stores feedback with a screenshot; the user sees only their own, newest first', async () => {
    const first = await send(alice, { category: 'idea', message: 'A dark mode, please.', pagePath: '/garage' });
    expect(first.statusCode).toBe(201);
    const second = await send(
      alice,
      { category: 'problem', message: 'The save button did nothing.', rating: '2', pagePath: '/vehicle/x' },
      { filename: 'shot.png', contentType: 'image/png', data: png },
    );
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ category: 'problem', rating: 2, pagePath: '/vehicle/x' });
    expect(screenshots()).toHaveLength(1);
    await send(bob, { category: 'praise', message: 'Lovely.', rating: '5' });

    const mine = (await t.app.inject({ url: '/api/feedback', headers: { cookie: alice.cookie } })).json().feedback;
    expect(mine.map((f: { message: string }) => f.message)).toEqual(['The save button did nothing.', 'A dark mode, please.']);
    const shot = await t.app.inject({ url: mine[0].screenshotUrl, headers: { cookie: alice.cookie } });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ url: mine[0].screenshotUrl, headers: { cookie: bob.cookie } })).statusCode).toBe(404);
  });

  it('refuses bad input by naming the field and keeps nothing of it', async () => {
    const before = screenshots().length;
    const cases: [Record<string, string>, string][] = [
      [{ category: 'idea', message: '' }, 'body.message'],
      [{ category: 'idea', message: '   ' }, 'body.message'],
      [{ category: 'idea', message: 'x'.repeat(2001) }, 'body.message'],
      [{ category: 'rant', message: 'x' }, 'body.category'],
      [{ message: 'x' }, 'body.category'],
      [{ category: 'idea', message: 'x', rating: '6' }, 'body.rating'],
      [{ category: 'idea', message: 'x', rating: 'five' }, 'body.rating'],
      [{ category: 'idea', message: 'x', pagePath: 'https://evil.example/' }, 'body.pagePath'],
      [{ category: 'idea', message: 'nul\u0000' }, 'body.message'],
    ];
    for (const [fields, field] of cases) {
      const res = await send(alice, fields, { filename: 'shot.png', contentType: 'image/png', data: png });
      expect(res.statusCode, JSON.stringify(fields).slice(0, 60)).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const ok = { category: 'problem', message: 'See the picture.' };
    const notImage = await send(alice, ok, { filename: 'shot.png', contentType: 'image/png', data: Buffer.from('this is not a png at all') });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ message: 'Invalid file type. Only PDF and image files are allowed.', issues: [{ path: 'body.screenshot' }] });
    const broken = await send(alice, ok, { filename: 'shot.png', contentType: 'image/png', data: png.subarray(0, 40) });
    expect(broken.statusCode).toBe(400);
    const exe = await send(alice, ok, { filename: 'shot.exe', contentType: 'application/octet-stream', data: png });
    expect(exe.json().message).toBe('File type not allowed for security reasons.');
    const pdf = await send(alice, ok, { filename: 'shot.pdf', contentType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%%EOF') });
    expect(pdf.statusCode).toBe(400);
    const big = await send(alice, ok, { filename: 'big.png', contentType: 'image/png', data: Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]) });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('File size exceeds 5MB limit.');
    expect(screenshots()).toHaveLength(before);
    const json = await t.app.inject({ method: 'POST', url: '/api/feedback', headers: { cookie: alice.cookie }, payload: ok });
    expect(json.statusCode).toBe(415);
    expect((await t.app.inject({ url: '/api/feedback', headers: { cookie: alice.cookie } })).json().feedback).toHaveLength(2);
  });

  it.runIf(target === 'pglite')(
    'lists and exports every user’s feedback from the command line',
    async () => {
      await t.app.close();
      const env = { DATA_DIR: t.dataDir };
      const csv = await runCli(['export', '--format', 'csv'], env);
      expect(csv.code).toBe(0);
      const lines = csv.stdout.trim().split('\r\n');
      expect(lines[0]).toBe('id,createdAt,userEmail,category,rating,pagePath,hasScreenshot,message');
      expect(lines).toHaveLength(4);
      expect(csv.stdout).toContain(`${bob.email},praise,5,,false,Lovely.`);
      const json = JSON.parse((await runCli(['export', '--format=json'], env)).stdout);
      expect(json.map((r: { category: string }) => r.category).sort()).toEqual(['idea', 'praise', 'problem']);
      const list = await runCli(['list'], env);
      expect(list.stdout).toContain('The save button did nothing.');
      const wrong = await runCli(['export', '--format', 'xml'], env);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('usage: npm run feedback -- list|export');
    },
    180_000,
  );
});
