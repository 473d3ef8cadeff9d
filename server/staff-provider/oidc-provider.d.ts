/**
 * The part of oidc-provider 9 (which ships no types, and whose @types package is not installed)
 * that the embedded staff provider uses; see the package's README for the full configuration.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims: () => Record<string, unknown>;
  }

  export interface Configuration {
    clients: Record<string, unknown>[];
    pkce: { required: () => boolean };
    features: Record<string, { enabled: boolean }>;
    interactions: { url: (ctx: unknown, interaction: { uid: string }) => string };
    claims: Record<string, string[]>;
    conformIdTokenClaims: boolean;
    jwks: { keys: Record<string, unknown>[] };
    cookies: { keys: string[] };
    ttl: Record<string, number>;
    findAccount: (ctx: unknown, id: string) => Account | undefined;
  }

  export interface InteractionDetails {
    uid: string;
    params: Record<string, unknown>;
    prompt: { name: string };
    session?: { accountId?: string };
  }

  export interface InteractionResult {
    login?: { accountId: string };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  class Grant {
    constructor(init: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: InteractionResult, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }
}
