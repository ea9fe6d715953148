import fs from 'node:fs';
import path from 'node:path';

/** An e-mail the server kept in DATA_DIR/outbox (no SMTP_URL). */
export interface KeptMail {
  to: string;
  subject: string;
  text: string;
}

/** Every e-mail kept for this address, newest first. */
export function mailsTo(dataDir: string, email: string): KeptMail[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .flatMap((f) => {
      try {
        return [JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as KeptMail];
      } catch {
        return []; // being written right now
      }
    })
    .filter((m) => m.to === email.toLowerCase());
}

/** The path and query of the newest confirmation link mailed to this address, if any. */
export function confirmationPath(dataDir: string, email: string): string | undefined {
  for (const mail of mailsTo(dataDir, email)) {
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\?\S+/.exec(mail.text)?.[0];
    if (link) {
      const url = new URL(link);
      return `${url.pathname}${url.search}`;
    }
  }
  return undefined;
}

/**
 * Waits for the confirmation link of a sign-up: the server mails it after answering. Sleeps
 * between looks; the limit is generous for a loaded machine and only reached when no link comes.
 */
export async function waitForConfirmationPath(dataDir: string, email: string, limitMs = 60_000): Promise<string> {
  const until = Date.now() + limitMs;
  for (;;) {
    const found = confirmationPath(dataDir, email);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no confirmation e-mail for ${email} in ${path.join(dataDir, 'outbox')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
