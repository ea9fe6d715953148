import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../email/mailer';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/auth/password-policy';
import { existingAccountMail, resetPasswordMail } from './auth-mails';
import { weakPassword } from './password-strength';
import { resolveAuthSecret } from './secret';

const DAY = 60 * 60 * 24;

/** The provider id in better-auth: its redirect URI is `<address>/api/auth/callback/oidc`. */
export const OIDC_PROVIDER_ID = 'oidc';

/** Sign-in through the OpenID Connect provider of OIDC_ISSUER (Authelia, Authentik, Keycloak, Google…). */
function oidcPlugins(config: Config) {
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: OIDC_PROVIDER_ID,
          name: config.OIDC_NAME,
          discoveryUrl: `${config.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
          // Identity comes from the verified ID token, so discovery must give its issuer and keys.
          requireIdTokenVerification: true,
          clientId: config.OIDC_CLIENT_ID,
          clientSecret: config.OIDC_CLIENT_SECRET,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
        },
      ],
    }),
  ];
}

/**
 * Every way to set a password (sign-up, change, reset; set-password is server-only) is refused
 * when the password is too easy to guess, before better-auth hashes or stores anything.
 */
const guardPasswords = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  const password =
    ctx.path === '/sign-up/email' ? body.password : ['/change-password', '/reset-password', '/set-password'].includes(ctx.path) ? body.newPassword : undefined;
  if (typeof password !== 'string') return;
  const inputs = [body.email, body.name].filter((v): v is string => typeof v === 'string');
  const weak = await weakPassword(password, inputs);
  if (weak) throw new APIError('BAD_REQUEST', { ...weak });
});

export function createAuth(opts: { config: Config; db: Db; mailer: Mailer; log: FastifyBaseLogger }) {
  const { config, db, mailer, log } = opts;
  const limit = config.AUTH_RATE_LIMIT;
  return betterAuth({
    appName: 'Patina',
    // Without PUBLIC_URL the base is each request's own origin (see request-origin.ts), so only
    // same-origin requests are trusted; with it, only PUBLIC_URL's origin.
    baseURL: config.PUBLIC_URL ? config.publicUrl : undefined,
    basePath: '/api/auth',
    secret: resolveAuthSecret(config.dataDir, config.AUTH_SECRET),
    trustedOrigins: config.PUBLIC_URL ? [config.publicUrl] : [],
    logger: {
      level: 'warn',
      log(level, message, ...args) {
        // Leaving the base open is the point of an unset PUBLIC_URL: the start-up line says so.
        if (/Base URL is not set/.test(message)) return;
        log[level]({ args: args.length ? args : undefined }, message);
      },
    },
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    account: {
      accountLinking: {
        enabled: true,
        // Patina does not verify e-mail addresses itself: the provider's word that the address
        // is verified is what links its sign-in to an existing account of that address.
        requireLocalEmailVerified: false,
        trustedProviders: [],
      },
    },
    plugins: oidcPlugins(config),
    hooks: { before: guardPasswords },
    user: {
      additionalFields: {
        language: { type: 'string', required: false, defaultValue: 'en', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 3600,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send(resetPasswordMail(user, url));
      },
      // Sign-up answers a registered address exactly as a new one (200, no session, the password
      // hashed either way), so it does not tell who has an account; the client then signs in.
      autoSignIn: false,
      async onExistingUserSignUp({ user }, request) {
        const origin = request ? new URL(request.url).origin : config.publicUrl;
        // Not awaited: an SMTP round trip here would make this answer slower than a new address's.
        mailer.send(existingAccountMail(user, `${origin}/auth`)).catch((error) => log.warn({ err: error }, 'existing-account e-mail not sent'));
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
        // Starting a provider sign-in only makes a redirect; the provider guards the password.
        '/sign-in/social': { window: 60, max: limit },
        '/request-password-reset': { window: 60, max: Math.max(1, Math.ceil(limit / 2)) },
        '/reset-password': { window: 60, max: limit },
        // Every screen asks for its session: a read of one's own, nothing to guess, and counting it
        // cost a database write per page load.
        '/get-session': false,
      },
    },
    advanced: {
      // better-auth skips the Origin check when NODE_ENV=test: tests must see what production does.
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-patina-client-ip'] },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
