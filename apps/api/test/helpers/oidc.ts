import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export type TestAccount = { sub: string; email: string; emailVerified: boolean; name: string };

/**
 * A real OpenID Connect provider (oidc-provider) on a random local port, with one confidential client.
 * Its login/consent interaction signs in `account` (set by the test) at once, so `authorize()` can
 * follow the authorization-code flow to the redirect like a browser would.
 */
export type TestOidc = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  account: TestAccount;
  /** Follows an authorization URL through the provider to the redirect; answers its query parameters. */
  authorize(url: string): Promise<URLSearchParams>;
  close(): Promise<void>;
};

export const startTestOidc = async (redirectUri: string): Promise<TestOidc> => {
  const clientId = 'hatake-test';
  const clientSecret = 'hatake-test-secret-0123456789abcdef';
  const state: { account: TestAccount } = {
    account: { sub: 'subject-1', email: 'oauth@example.jp', emailVerified: true, name: 'OAuth 太郎' },
  };
  let provider: Provider | undefined;

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (!provider) return res.end();
    const current = provider;
    if (req.url?.startsWith('/interaction/')) {
      void (async () => {
        const details = await current.interactionDetails(req, res);
        const accountId = state.account.sub;
        const grant = new current.Grant({ accountId, clientId });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const grantId = await grant.save();
        await current.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
      })().catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    void current.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'test' }] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['hatake-test-cookie-key'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: state.account.email,
        email_verified: state.account.emailVerified,
        name: state.account.name,
      }),
    }),
  });

  const authorize = async (url: string): Promise<URLSearchParams> => {
    const cookies = new Map<string, string>();
    let next = new URL(url);
    for (let hop = 0; hop < 10; hop++) {
      const response = await fetch(next, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`provider answered ${response.status}: ${await response.text()}`);
      next = new URL(location, next);
      if (next.toString().startsWith(redirectUri)) return next.searchParams;
    }
    throw new Error('too many redirects');
  };

  return {
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    get account() {
      return state.account;
    },
    set account(value: TestAccount) {
      state.account = value;
    },
    authorize,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
