/**
 * Every validator module the browser may ask for (adapters/validators/standalone-code.ts) can be
 * generated. A page that cannot is broken like any other (not served): its form could not validate.
 */
import type { LayoutPage, LayoutProblem } from '../types';
import { schemasByKey } from '../validators/page-schemas';
import { StandaloneError, validatorModuleCode } from '../validators/standalone-code';

export function standaloneProblems(file: string, page: LayoutPage, program: string): LayoutProblem[] {
  for (const schemas of schemasByKey(page, program, file).values()) {
    try {
      validatorModuleCode(schemas);
    } catch (e) {
      if (!(e instanceof StandaloneError)) throw e;
      return [{ file, path: '$', message: `${e.message}: the browser could not validate this page, report this to the developers` }];
    }
  }
  return [];
}
