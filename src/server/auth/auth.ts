import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { Mailer } from '../email/mailer';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/auth/password-policy';
import {
  CONFIRMATION_CALLBACK,
  CONFIRMATION_LINK_SECONDS,
  SIGN_UP_ANSWER,
  SIGN_UP_LANGUAGE_HEADER,
  opensWithoutConfirmation,
  signUpLanguage,
} from '../../shared/auth/sign-up-confirmation';
import { confirmSignUpMail, existingAccountMail, resetPasswordMail } from './auth-mails';
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

/**
 * Nobody learns from sign-up or sign-in whether an address has an account (decision 021): sign-up
 * answers the same few bytes whatever happened (better-auth's own answer carries a fresh id and
 * times), and an account still waiting for its link answers a right password exactly as a wrong
 * one — else signing up a stranger's address and then signing in would tell.
 */
/** better-auth's answer to a wrong password or an unknown address, byte for byte. */
const WRONG_PASSWORD_ANSWER = { message: 'Invalid email or password', code: 'INVALID_EMAIL_OR_PASSWORD' };

const answerAlike = createAuthMiddleware(async (ctx) => {
  const returned = ctx.context.returned;
  if (ctx.path === '/sign-up/email' && !isAPIError(returned)) return ctx.json({ ...SIGN_UP_ANSWER });
  if (ctx.path === '/sign-in/email' && isAPIError(returned) && returned.body?.code === 'EMAIL_NOT_VERIFIED') {
    // A Response of its own: an error thrown here would keep the 403 of the one it replaces.
    return new Response(JSON.stringify(WRONG_PASSWORD_ANSWER), { status: 401, headers: { 'content-type': 'application/json' } });
  }
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
        // A provider's sign-in joins an existing account of the same address only when the
        // provider says the address is verified and the account was confirmed here: joining an
        // unconfirmed one would let whoever signed it up in with their password (decision 021).
        requireLocalEmailVerified: true,
        trustedProviders: [],
      },
    },
    plugins: oidcPlugins(config),
    hooks: { before: guardPasswords, after: answerAlike },
    databaseHooks: {
      user: {
        create: {
          async before(user, ctx) {
            const language = signUpLanguage(ctx?.headers?.get(SIGN_UP_LANGUAGE_HEADER));
            // Only the first account of an instance without SMTP: counting costs a read per sign-up.
            const accountsSoFar = config.SMTP_URL ? 1 : (await db.select({ n: count() }).from(schema.user))[0]!.n;
            const opened = opensWithoutConfirmation({ smtpConfigured: Boolean(config.SMTP_URL), accountsSoFar });
            return { data: { ...user, language, ...(opened && { emailVerified: true }) } };
          },
        },
      },
    },
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
      // A reset link proves the mailbox as well as a confirmation link does (the owner of an
      // account someone else signed up unconfirmed takes it over this way).
      async onPasswordReset({ user }) {
        if (!user.emailVerified) await db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, user.id));
      },
      // Sign-up opens no session and answers a registered address exactly as a new one (the
      // password hashed either way); a new account opens through the mailed link.
      autoSignIn: false,
      requireEmailVerification: true,
      async onExistingUserSignUp({ user }, request) {
        const origin = request ? new URL(request.url).origin : config.publicUrl;
        // Not awaited: an SMTP round trip here would make this answer slower than a new address's.
        mailer.send(existingAccountMail(user, `${origin}/auth`)).catch((error) => log.warn({ err: error }, 'existing-account e-mail not sent'));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in never mails: "send the link again" is its own request, answered alike for all.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
      expiresIn: CONFIRMATION_LINK_SECONDS,
      async sendVerificationEmail({ user, url }) {
        // The first account of an empty instance is open already (opensWithoutConfirmation).
        if (user.emailVerified) return;
        // The link leads to the sign-in screen whatever the request asked for: it shows a bad
        // link's error and sends a signed-in user on.
        const link = new URL(url);
        link.searchParams.set('callbackURL', CONFIRMATION_CALLBACK);
        // Not awaited: an SMTP round trip here would make a new address's answer slower.
        mailer.send(confirmSignUpMail(user, link.toString())).catch((error) => log.warn({ err: error }, 'confirmation e-mail not sent'));
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
        '/send-verification-email': { window: 60, max: Math.max(1, Math.ceil(limit / 2)) },
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
