import * as oidc from 'openid-client';
import type { OAuthProviderConfig } from '../../config.ts';
import { AuthProviderType } from '../../db/enums.ts';
import { DomainError } from '../../lib/domain-error.ts';

export type OAuthProviderName = 'google' | 'line';

export const PROVIDER_TYPE = { google: AuthProviderType.GOOGLE, line: AuthProviderType.LINE } as const;
export const LABEL = { google: 'Google', line: 'LINE' } as const;

/** Profile fields a client may send at first sign-in; missing ones come from the provider or defaults. */
export type OAuthProfile = Partial<{
  username: string;
  accountId: string;
  lastname: string;
  firstname: string;
  lastnameKana: string;
  firstnameKana: string;
  phoneNumber: string;
}>;

/**
 * One OpenID Connect provider: discovered once (lazily) from its issuer with openid-client.
 * Plain-http issuers are accepted only on loopback hosts (local development and tests).
 */
export class OAuthProvider {
  readonly name: OAuthProviderName;
  readonly settings: OAuthProviderConfig;
  #configuration: Promise<oidc.Configuration> | undefined;

  constructor(name: OAuthProviderName, settings: OAuthProviderConfig) {
    this.name = name;
    this.settings = settings;
  }

  get enabled(): boolean {
    return this.settings.clientId !== '';
  }

  configuration(): Promise<oidc.Configuration> {
    if (!this.enabled) {
      throw new DomainError('Unimplemented', `${LABEL[this.name]} sign-in is not configured on this server`);
    }
    this.#configuration ??= (async () => {
      const issuer = new URL(this.settings.issuer);
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
      return oidc.discovery(
        issuer,
        this.settings.clientId,
        undefined,
        oidc.ClientSecretPost(this.settings.clientSecret),
        issuer.protocol === 'http:' && loopback ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
    })().catch((error: unknown) => {
      this.#configuration = undefined;
      throw new DomainError('Unavailable', `${LABEL[this.name]} sign-in is unavailable`, { cause: error });
    });
    return this.#configuration;
  }
}
