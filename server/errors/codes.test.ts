import { describe, expect, it } from 'vitest';
import { ERROR_CODE, type ErrorCode } from '../../adapters/api/error-codes';

describe('ERROR_CODE', () => {
  it('gives every error of every area its own number', () => {
    const values = Object.values(ERROR_CODE);
    expect(new Set(values).size).toBe(values.length);
  });

  it('lists the status, policy, payment and rating codes in the one catalogue, typed without a cast', () => {
    const areaCodes: ErrorCode[] = [ERROR_CODE.illegalTransition, ERROR_CODE.unknownQuote, ERROR_CODE.paymentDeclined, ERROR_CODE.ratingPlanBroken];
    expect(areaCodes).toEqual([10040, 10050, 10061, 10070]);
  });
});
