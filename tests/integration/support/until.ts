/** Waits for background work (a job, a text reading) by asking again every few milliseconds: tests assert states, never times. */
export async function until(check: () => Promise<boolean> | boolean, ms = 90_000, every = 50): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, every));
  }
}
