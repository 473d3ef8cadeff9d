/**
 * The preview's schema check. The browser never generates a validator (CSP `script-src 'self'`,
 * docs/architecture.md "Speed rules"): the server generates one module per published page's schema.
 * A page whose schema is the published one (labels, texts and rules edited) takes that module, and
 * its preview checks answers exactly as the step page does. An edited schema has no module yet: its
 * preview gets a schema check that accepts everything (named checks, display rules and derived
 * values still run), under a key of its own, so that no step page of this tab ever takes it for the
 * real one. The fixture verdicts come from the server's check, which compiles the edited page.
 */
import { useEffect, useState } from 'react';
import type { CompiledLayout } from '../../adapters/types';
import { addPrecompiledChecks, validatorFunctions, type ValidatorFunctions } from '../../adapters/validators/schema-checks';
import type { SchemaValidateFunction } from '../../adapters/validators/schema-error';
import { subSchemas } from '../../adapters/validators/sub-schemas';
import { validatorKey } from '../../adapters/validators/validator-key';
import { loadValidators } from '../journey/validators';

/** The root keyword that gives a preview's schema a key no published page has (RJSF and the rules ignore it). */
const PREVIEW_MARK = 'x-studio-preview';

const acceptsAll: SchemaValidateFunction = Object.assign(() => true, { errors: null });

/** `compiled` with a schema of its own key, whose checks accept every answer. */
function unchecked(compiled: CompiledLayout): CompiledLayout {
  const schema = { ...compiled.schema, [PREVIEW_MARK]: true } as CompiledLayout['schema'];
  const key = validatorKey(schema);
  if (!validatorFunctions(schema)) {
    const functions: ValidatorFunctions = { page: acceptsAll, subs: Object.fromEntries(Object.keys(subSchemas(schema)).map((hash) => [hash, acceptsAll])) };
    addPrecompiledChecks(key, functions);
  }
  return { ...compiled, schema };
}

export type PreviewForm = { state: 'loading' } | { state: 'ready'; compiled: CompiledLayout; checked: boolean };

/**
 * The compiled pages (one per language, one schema) ready to render: with the published page's checks
 * when the schema is the published one (`publishedKey`), else with none.
 */
export function usePreviewForms(client: string, pages: readonly CompiledLayout[] | undefined, publishedKey: string | undefined): PreviewForm[] | undefined {
  const published = !!pages?.length && validatorKey(pages[0]!.schema) === publishedKey;
  const [ready, setReady] = useState<{ of: readonly CompiledLayout[]; forms: PreviewForm[] }>();
  useEffect(() => {
    if (!pages?.length) return;
    let live = true;
    const without = () => pages.map((compiled): PreviewForm => ({ state: 'ready', compiled: unchecked(compiled), checked: false }));
    if (!published) {
      setReady({ of: pages, forms: without() });
      return;
    }
    // one schema for both languages (the key ignores titles): one module for both
    loadValidators(client, pages[0]!).then(
      () => live && setReady({ of: pages, forms: pages.map((compiled) => ({ state: 'ready', compiled, checked: true })) }),
      () => live && setReady({ of: pages, forms: without() }),
    );
    return () => {
      live = false;
    };
  }, [client, pages, published]);
  if (!pages) return undefined;
  return ready?.of === pages ? ready.forms : pages.map(() => ({ state: 'loading' }));
}
