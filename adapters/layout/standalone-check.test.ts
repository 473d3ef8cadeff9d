/** A page whose validator module cannot be generated is broken like any other: reported, and left out of the pages served. */
import { describe, expect, it, vi } from 'vitest';
import { checkLayouts, type LayoutSource } from './check-layouts';

vi.mock('../validators/standalone-code', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../validators/standalone-code')>();
  return {
    ...actual,
    // as for a schema Ajv cannot turn into standalone code: the field named `unportable` stands for it
    validatorModuleCode: (schemas: readonly object[]) => {
      if (JSON.stringify(schemas).includes('"unportable"')) throw new actual.StandaloneError('cannot be compiled to standalone validation code: no');
      return actual.validatorModuleCode(schemas);
    },
  };
});

const T = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });
const page = (route: string, name: string) => ({
  path: `schemas/programs/CANACCT/pages/${route}.json`,
  text: JSON.stringify({ route_name: route, title: T('Page', 'Page'), form_container: { rows: [{ sections: [{ fields: [{ name, type: 'textbox', label: T('Name', 'Nom') }] }] }] } }),
});

describe('checkLayouts: the validator module', () => {
  it('reports a page whose module cannot be generated and does not serve it; the others are served', () => {
    const files: LayoutSource[] = [page('fine', 'first_name'), page('broken', 'unportable')];
    const checked = checkLayouts(files);
    expect(checked.problems).toEqual([
      {
        file: 'schemas/programs/CANACCT/pages/broken.json',
        path: '$',
        message: 'cannot be compiled to standalone validation code: no: the browser could not validate this page, report this to the developers',
      },
    ]);
    expect(checked.pages.map((p) => p.page.route_name)).toEqual(['fine']);
  });
});
