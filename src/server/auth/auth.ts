import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../email/mailer';
import { resolveAuthSecret } from './secret';

const DAY = 60 * 60 * 24;

export function createAuth(opts: { config: Config; db: Db; mailer: Mailer }) {
  const { config, db, mailer } = opts;
  const limit = config.AUTH_RATE_LIMIT;
  return betterAuth({
    appName: 'Patina',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config.dataDir, config.AUTH_SECRET),
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    user: {
      additionalFields: {
        language: { type: 'string', required: false, defaultValue: 'en', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: 'Reset your Patina password',
          text: `Hello ${user.name || ''},\n\nSomeone asked to reset the password of your Patina account. Open this link within one hour to choose a new one:\n\n${url}\n\nIf it was not you, ignore this e-mail; your password stays as it is.\n`,
        });
      },
    },
    // Sessions last a week and are extended once a day while they are used.
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: limit },
        '/sign-up/email': { window: 60, max: limit },
        '/request-password-reset': { window: 60, max: Math.max(1, Math.ceil(limit / 2)) },
        '/reset-password': { window: 60, max: limit },
        // Every screen asks for its session: a read of one's own, nothing to guess, and counting it
        // cost a database write per page load.
        '/get-session': false,
      },
    },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-patina-client-ip'] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
