/** A page's schemas grouped by validator key: what its validator modules hold (standalone-code.ts). */
import { compileLayout } from '../compile/compile-layout';
import { LOCALES, type LayoutPage, type Role } from '../types';
import { validatorKey } from './validator-key';

/** Every view a page is compiled for (adapters/identity viewerOf): each may give its own schema. */
export const VIEWS: readonly Role[] = ['applicant', 'csr', 'sponsor'];

/** Validator key → the page's compiled schemas with it (views and locales; the same object once). */
export function schemasByKey(page: LayoutPage, program: string, file?: string): Map<string, object[]> {
  const byKey = new Map<string, object[]>();
  for (const role of VIEWS) {
    for (const locale of LOCALES) {
      const { schema } = compileLayout(page, { locale, program, applicationType: 'NEW', role, file });
      const key = validatorKey(schema);
      const same = byKey.get(key) ?? [];
      if (!same.includes(schema)) same.push(schema);
      byKey.set(key, same);
    }
  }
  return byKey;
}
