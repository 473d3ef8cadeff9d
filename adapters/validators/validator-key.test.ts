import { describe, expect, it } from 'vitest';
import { annotationFree, validatorKey, VALIDATOR_KEY } from './validator-key';

describe('validatorKey: one validator for the schemas Ajv checks alike', () => {
  const en = { type: 'object', title: 'Page', properties: { a: { type: 'string', title: 'Name', description: 'Yours', maxLength: 5 } }, required: ['a'] };
  const fr = { type: 'object', title: 'Page', properties: { a: { type: 'string', title: 'Nom', description: 'Le vôtre', maxLength: 5 } }, required: ['a'] };

  it('ignores the annotations, so both locales share a key', () => {
    expect(validatorKey(en)).toMatch(VALIDATOR_KEY);
    expect(validatorKey(fr)).toBe(validatorKey(en));
  });

  it('changes with anything Ajv checks', () => {
    const longer = { ...en, properties: { a: { ...en.properties.a, maxLength: 6 } } };
    expect(validatorKey(longer)).not.toBe(validatorKey(en));
  });

  it('keeps properties, enum values and conditions named like annotations: they are data', () => {
    const schema = {
      properties: { title: { type: 'string', title: 'Title' }, default: { enum: ['title'] } },
      allOf: [{ if: { properties: { title: { const: 'x', description: 'd' } } }, then: { required: ['default'] } }],
    };
    expect(annotationFree(schema)).toEqual({
      properties: { title: { type: 'string' }, default: { enum: ['title'] } },
      allOf: [{ if: { properties: { title: { const: 'x' } } }, then: { required: ['default'] } }],
    });
  });
});
