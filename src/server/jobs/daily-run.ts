/**
 * The next run of a daily job after `now`: today at `hourUtc` if still ahead, else tomorrow; and
 * that day's singleton key, so that every instance may queue it and one job exists.
 */
export function nextDailyRun(hourUtc: number, now = new Date()): { runAt: Date; singletonKey: string } {
  const runAt = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  if (runAt <= now) runAt.setUTCDate(runAt.getUTCDate() + 1);
  return { runAt, singletonKey: `daily:${runAt.toISOString().slice(0, 10)}` };
}
