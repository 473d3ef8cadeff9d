/** The staff sign-in settings are read once at boot and refused with a message naming the setting (docs/server.md "Staff sign-in"). */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config/env';
import { startStaffProvider } from '../staff-provider/server';

const corporate = { OIDC_ISSUER: 'https://sso.example.com/oauth2/default', OIDC_CLIENT_ID: 'portal', OIDC_CLIENT_SECRET: 's3cret', PUBLIC_URL: 'https://portal.example.com/' };

describe('staff sign-in settings', () => {
  it('without OIDC_ISSUER the embedded provider is used, on OIDC_DEV_PORT', () => {
    expect(readConfig({}).staffSignIn).toMatchObject({ issuer: 'http://127.0.0.1:4010', clientId: 'portal', devPort: 4010, employeeClaim: 'employee_number', groupsClaim: 'groups' });
    expect(readConfig({ OIDC_DEV_PORT: '4999' }).staffSignIn.issuer).toBe('http://127.0.0.1:4999');
    expect(() => readConfig({ OIDC_DEV_PORT: 'x' })).toThrow('OIDC_DEV_PORT must be an integer of at least 0, got "x"');
  });

  it('a corporate provider needs its client and the public URL', () => {
    expect(readConfig(corporate).staffSignIn).toEqual({
      issuer: 'https://sso.example.com/oauth2/default', clientId: 'portal', clientSecret: 's3cret', publicUrl: 'https://portal.example.com',
      devPort: null, employeeClaim: 'employee_number', groupsClaim: 'groups',
    });
    expect(() => readConfig({ OIDC_ISSUER: corporate.OIDC_ISSUER })).toThrow('OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PUBLIC_URL are required with OIDC_ISSUER (staff sign-in)');
    expect(() => readConfig({ ...corporate, PUBLIC_URL: '' })).toThrow('PUBLIC_URL is required with OIDC_ISSUER (staff sign-in)');
    expect(() => readConfig({ ...corporate, OIDC_ISSUER: 'http://sso.example.com' })).toThrow('OIDC_ISSUER must be the https URL of the staff identity provider, got "http://sso.example.com"');
    expect(() => readConfig({ ...corporate, PUBLIC_URL: 'https://portal.example.com/app' })).toThrow('PUBLIC_URL must be an origin like https://portal.example.com, got "https://portal.example.com/app"');
    expect(readConfig({ ...corporate, OIDC_EMPLOYEE_CLAIM: 'employeeNumber' }).staffSignIn.employeeClaim).toBe('employeeNumber');
  });

  it('the embedded provider does not start on a port already taken', async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', () => done()));
    const port = (taken.address() as { port: number }).port;
    try {
      await expect(startStaffProvider({ port, staff: [], clientId: 'c', clientSecret: 's', redirectUris: () => [] })).rejects.toThrow(/EADDRINUSE/);
    } finally {
      taken.close();
    }
  });
});
