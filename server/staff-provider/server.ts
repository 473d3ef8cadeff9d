/// <reference path="./oidc-provider.d.ts" />
import { generateKeyPairSync, randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import type { StaffMember } from './directory';
import { PAGE_CSS, pageLanguage, signInPage } from './page';

export interface StaffProviderOptions {
  /** 0: any free port */
  port: number;
  host?: string;
  staff: readonly StaffMember[];
  clientId: string;
  clientSecret: string;
  /**
   * The portal's callback addresses, read on the first request: a test knows its portal's port
   * only after the provider has started.
   */
  redirectUris: () => string[];
}

export interface StaffProvider {
  /** http://127.0.0.1:<port>: OIDC_ISSUER of a portal that uses it */
  issuer: string;
  close(): Promise<void>;
}

/** Requests to the sign-in form larger than this are refused. */
const FORM_LIMIT = 4096;

const sameText = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((done, fail) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > FORM_LIMIT) {
        fail(new Error('form too large'));
        req.destroy();
      }
    });
    req.on('end', () => done(new URLSearchParams(body)));
    req.on('error', fail);
  });
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'self'; frame-ancestors 'none'; base-uri 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  res.end(body);
}

/**
 * A real OpenID provider (oidc-provider) for the demo and the tests (docs/server.md "Staff sign-in"):
 * one confidential client (the portal) that must use the code flow with PKCE, ID tokens that carry
 * the employee number and groups, and its own sign-in form for employee number and password.
 * Its sessions and codes live in its memory: it is not a production provider.
 */
export async function startStaffProvider(options: StaffProviderOptions): Promise<StaffProvider> {
  const server = createServer();
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const staff = new Map(options.staff.map((m) => [m.employeeNumber, m]));
  let provider: { oidc: Provider; handle: (req: IncomingMessage, res: ServerResponse) => void } | undefined;

  const build = (): Provider => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const configuration: Configuration = {
      clients: [{
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris(),
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      }],
      pkce: { required: () => true },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
      claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name'], staff: ['employee_number', 'groups'] },
      // the staff claims go in the ID token, which is all the portal reads
      conformIdTokenClaims: false,
      jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' }] },
      cookies: { keys: [randomBytes(32).toString('base64url')] },
      ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
      findAccount: (_ctx, id) => {
        const member = staff.get(id);
        if (!member) return undefined;
        return {
          accountId: id,
          claims: () => ({
            sub: id,
            name: `${member.givenName} ${member.familyName}`,
            given_name: member.givenName,
            family_name: member.familyName,
            employee_number: member.employeeNumber,
            groups: member.groups,
          }),
        };
      },
    };
    return new Provider(issuer, configuration);
  };

  /** Signs the person in and consents for them: the portal is the provider's own client. */
  const finish = async (p: Provider, req: IncomingMessage, res: ServerResponse, accountId: string) => {
    const details = await p.interactionDetails(req, res);
    const grant = new p.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await p.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  };

  const interaction = async (p: Provider, req: IncomingMessage, res: ServerResponse, uid: string, action: string | undefined) => {
    const details = await p.interactionDetails(req, res);
    if (details.uid !== uid) return send(res, 400, 'text/plain', 'This sign-in has ended; start again from the portal.');
    const language = pageLanguage(details.params.ui_locales);
    if (req.method === 'GET' && action === undefined) {
      // signed in here already, only the portal's consent is missing
      if (details.prompt.name === 'consent' && details.session?.accountId) return finish(p, req, res, details.session.accountId);
      return send(res, 200, 'text/html', signInPage({ uid, language }));
    }
    if (req.method === 'POST' && action === 'cancel') {
      return p.interactionFinished(req, res, { error: 'access_denied', error_description: 'The staff member cancelled the sign-in' }, { mergeWithLastSubmission: false });
    }
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const employeeNumber = (form.get('employee_number') ?? '').trim().toUpperCase();
      const member = staff.get(employeeNumber);
      if (!member || !sameText(member.password, form.get('password') ?? '')) {
        return send(res, 401, 'text/html', signInPage({ uid, language, employeeNumber, wrong: true }));
      }
      return finish(p, req, res, member.employeeNumber);
    }
    return send(res, 405, 'text/plain', 'Method not allowed');
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!provider) {
      const oidc = build();
      provider = { oidc, handle: oidc.callback() };
    }
    const { oidc: p, handle } = provider;
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/assets/staff-sign-in.css') return send(res, 200, 'text/css', PAGE_CSS);
    const match = /^\/interaction\/([\w-]+)(?:\/(login|cancel))?$/.exec(path);
    if (!match) return handle(req, res);
    interaction(p, req, res, match[1]!, match[2]).catch((err: unknown) => {
      if (!res.headersSent) send(res, 400, 'text/plain', `This sign-in cannot go on (${(err as Error).message}); start again from the portal.`);
    });
  });

  return {
    issuer,
    close: () => new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    }),
  };
}
