/** The delivery settings and the folder's paths (docs/server.md "Application PDF delivery"). */
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config/env';
import { deliveryPath } from './folder';

const item = { client: 'CANACCT', customerNumber: 'C1234', madeOn: '2026-11-29', fileName: 'Application2027.pdf' };

describe('PDF_DELIVERY and PDF_DELIVERY_DIR', () => {
  it('deliver to <DATA_DIR>/pdf-delivery by default, to PDF_DELIVERY_DIR when set, nowhere when off or with a throw-away database', () => {
    expect(readConfig({ DATA_DIR: 'var/data' }, '/srv/portal').pdfDelivery).toEqual({ dir: '/srv/portal/var/data/pdf-delivery' });
    expect(readConfig({ PDF_DELIVERY_DIR: 'outgoing' }, '/srv/portal').pdfDelivery).toEqual({ dir: '/srv/portal/outgoing' });
    expect(readConfig({ PDF_DELIVERY: 'off', PDF_DELIVERY_DIR: '/x' }, '/srv/portal').pdfDelivery).toBeNull();
    expect(readConfig({ DATA_DIR: 'memory://' }, '/srv/portal').pdfDelivery).toBeNull();
    expect(readConfig({ DATA_DIR: 'memory://', PDF_DELIVERY_DIR: '/tmp/out' }, '/srv/portal').pdfDelivery).toEqual({ dir: '/tmp/out' });
  });

  it('refuse another PDF_DELIVERY value, naming the setting', () => {
    expect(() => readConfig({ PDF_DELIVERY: 'sftp' })).toThrow(/PDF_DELIVERY must be folder or off, got "sftp"/);
  });
});

describe('the delivery path', () => {
  it('is <client>/<customer>/<day>-<file name>', () => {
    expect(deliveryPath(item)).toBe('CANACCT/C1234/2026-11-29-Application2027.pdf');
  });

  it('never leaves the folder, whatever the stored values hold', () => {
    expect(() => deliveryPath({ ...item, customerNumber: '../etc' })).toThrow(/customer number/);
    expect(() => deliveryPath({ ...item, client: 'A/B' })).toThrow(/client/);
    expect(() => deliveryPath({ ...item, fileName: 'a..pdf' })).toThrow(/file name/);
    expect(() => deliveryPath({ ...item, customerNumber: '' })).toThrow(/customer number/);
  });
});
