// The few parts of `oidc-provider` (a Koa application; it ships no types) the tests use.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';
  interface Context {
    path: string;
    href: string;
  }
  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  interface Configuration {
    clients: Record<string, unknown>[];
    pkce?: { required: () => boolean };
    claims?: Record<string, string[]>;
    cookies?: { keys: string[] };
    ttl?: Record<string, number>;
    features?: Record<string, { enabled: boolean }>;
    findAccount(ctx: unknown, id: string): Promise<Account | undefined>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    use(middleware: (ctx: Context, next: () => Promise<void>) => Promise<void>): void;
    listen(port: number, host: string): Server;
  }
}
