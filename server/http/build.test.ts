/** The browser build the server makes when dist/ is stale is always the production bundle. */
import { expect, it } from 'vitest';
import { buildEnv } from './build';

it('builds for production whatever NODE_ENV the caller runs under (vitest sets test), keeping the rest', () => {
  expect(buildEnv({ NODE_ENV: 'test', PATH: '/bin' })).toEqual({ NODE_ENV: 'production', PATH: '/bin' });
  expect(buildEnv({})).toEqual({ NODE_ENV: 'production' });
});
