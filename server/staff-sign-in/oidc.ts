import * as client from 'openid-client';
import type { StaffSignInConfig } from '../config/env';

/** The scopes asked for: the ID token, the name, and the staff claims (employee number and groups). */
export const STAFF_SCOPE = 'openid profile staff';

/** Provider calls (discovery, token) give up after this many seconds. */
const TIMEOUT_SECONDS = 10;

export interface StaffClaims {
  /** the provider's subject, for the log */
  subject: string;
  employeeNumber: string | null;
  groups: string[];
}

export interface StaffOidc {
  /** the provider's authorization URL for one sign-in, with PKCE (S256), state and nonce */
  authorizationUrl(params: { redirectUri: string; state: string; nonce: string; codeVerifier: string; uiLocales: string }): Promise<URL>;
  /**
   * Exchanges the code of `callbackUrl` (sent with the same verifier) and verifies the ID token:
   * signature, issuer, audience, expiry, state and nonce. Throws on any mismatch.
   */
  finish(callbackUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }): Promise<StaffClaims>;
}

/**
 * The portal as an OpenID Connect client of the staff provider (openid-client). Discovery runs on
 * the first sign-in, not at boot, so the portal starts while the provider is down; a failed
 * discovery is tried again on the next sign-in.
 */
export function staffOidc(config: StaffSignInConfig): StaffOidc {
  let discovered: Promise<client.Configuration> | undefined;
  const configuration = () => {
    discovered ??= (async () => {
      const issuer = new URL(config.issuer);
      // plain http only for the embedded provider on this machine (OIDC_ISSUER must be https)
      const execute = issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
      // the timeout is kept by the configuration for the token call too
      return client.discovery(issuer, config.clientId, undefined, client.ClientSecretBasic(config.clientSecret), { execute, timeout: TIMEOUT_SECONDS });
    })();
    discovered.catch(() => {
      discovered = undefined;
    });
    return discovered;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier, uiLocales }) {
      return client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: STAFF_SCOPE,
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ui_locales: uiLocales,
      });
    },
    async finish(callbackUrl, { state, nonce, codeVerifier }) {
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      const employee = claims[config.employeeClaim];
      const groups = claims[config.groupsClaim];
      return {
        subject: claims.sub,
        employeeNumber: typeof employee === 'string' && employee !== '' ? employee : null,
        groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
      };
    },
  };
}
