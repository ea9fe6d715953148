import fs from 'node:fs';
import path from 'node:path';

/** An e-mail the server kept in DATA_DIR/outbox (no SMTP_URL). */
export interface KeptMail {
  to: string;
  subject: string;
  text: string;
}

// Parsed mails by file path: a file is written once and never changes, and a test run's outbox
// grows to hundreds of mails, which every look for a confirmation link would otherwise re-read.
const parsed = new Map<string, KeptMail>();

/** Every e-mail kept for this address, newest first. */
export function mailsTo(dataDir: string, email: string): KeptMail[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  const to = email.toLowerCase();
  return fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .flatMap((f) => {
      const file = path.join(outbox, f);
      let mail = parsed.get(file);
      if (!mail) {
        try {
          mail = JSON.parse(fs.readFileSync(file, 'utf8')) as KeptMail;
        } catch {
          return []; // being written right now
        }
        parsed.set(file, mail);
      }
      return [mail];
    })
    .filter((m) => m.to === to);
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
