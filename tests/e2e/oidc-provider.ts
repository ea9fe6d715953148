import Provider from 'oidc-provider';
import { freePort } from '../integration/support/server-process';

export interface TestAccount {
  email: string;
  emailVerified: boolean;
  name: string;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package, certified) on a free port of
 * localhost, with one confidential client for Patina, PKCE required, and its development login
 * and consent pages: the login name typed there is the account id in `accounts`.
 */
export async function startOidcProvider(opts: { redirectUri: string; accounts: Record<string, TestAccount> }) {
  const port = await freePort();
  const issuer = `http://localhost:${port}`;
  const client = { clientId: 'patina', clientSecret: 'a-test-client-secret-that-is-long-enough' };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['test-cookie-key-one-two-three-four'] },
    ttl: { Session: 600, Interaction: 600, Grant: 600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = opts.accounts[id];
      if (!account) return undefined;
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: account.email, email_verified: account.emailVerified, name: account.name };
        },
      };
    },
  });
  /** What the provider received, to check PKCE and state were used. */
  const authorizationRequests: URL[] = [];
  provider.use(async (ctx, next) => {
    if (ctx.path === '/auth') authorizationRequests.push(new URL(ctx.href));
    await next();
  });
  const http = provider.listen(port, 'localhost');
  await new Promise<void>((resolve) => http.once('listening', () => resolve()));
  return {
    issuer,
    ...client,
    authorizationRequests,
    close: () => new Promise<void>((resolve) => http.close(() => resolve())),
  };
}
