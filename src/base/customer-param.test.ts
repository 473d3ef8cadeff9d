import { describe, expect, it } from 'vitest';
import { decodeCustomerParam, encodeCustomerParam } from './customer-param';

describe('the customer number of a csr-review link', () => {
  it('round-trips every customer number as standard base64', () => {
    expect(encodeCustomerParam('C100002')).toBe('QzEwMDAwMg==');
    for (const n of ['C100002', 'T001', 'AB-12', 'x'.repeat(20), '9']) expect(decodeCustomerParam(encodeCustomerParam(n))).toBe(n);
  });

  it.each([
    ['not base64', 'C100002'],
    ['base64url letters', 'Qz-w_DAwMg=='],
    ['missing padding', 'QzEwMDAwMg'],
    ['empty', ''],
    ['a space inside', 'QzEw MDAwMg=='],
    ['decodes to a space and a quote', btoa('C1 "x"')],
    ['decodes to bytes that are no text', btoa('\u00ff\u0000')],
    ['decodes to a number too long', btoa('C'.repeat(21))],
  ])('names no application when %s', (_, param) => {
    expect(decodeCustomerParam(param)).toBeNull();
  });
});
