import { randomBytes } from 'node:crypto';
import type { PaymentsConfig } from '../config/env';
import { buildSandbox, type Sandbox, type SandboxOptions } from './server';

export interface RunningSandbox extends Sandbox {
  /** http://127.0.0.1:<port> */
  url: string;
  apiKey: string;
  /** the portal's `payments` config pointing at this sandbox */
  payments: PaymentsConfig;
  /** tokenizes a card as the hosted fields page does */
  token(number: string, card?: { expiry_month?: number; expiry_year?: number; cvc?: string }): Promise<string>;
  close(): Promise<void>;
}

/** The sandbox provider on a loopback port, for tests (docs/payments.md). */
export async function startSandbox(options: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  const apiKey = options.apiKey ?? `sbx_test_${randomBytes(8).toString('hex')}`;
  const sandbox = await buildSandbox({ portalOrigins: ['http://127.0.0.1:1'], ...options, apiKey });
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const address = sandbox.app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    ...sandbox,
    url,
    apiKey,
    payments: { providerUrl: url, sandboxPort: null, apiKey },
    async token(number, card = {}) {
      const res = await fetch(`${url}/v1/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number, expiry_month: 12, expiry_year: 2099, cvc: '123', ...card }),
      });
      const body = (await res.json()) as { token?: string };
      if (res.status !== 201 || !body.token) throw new Error(`tokenize ${number} answered ${res.status}: ${JSON.stringify(body)}`);
      return body.token;
    },
    close: () => sandbox.app.close(),
  };
}
