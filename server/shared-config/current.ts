import shippedBrands from '../../schemas/config/brandsConfig.json';
import shippedErrors from '../../schemas/config/errors.json';
import type { SharedConfigName } from '../../adapters/api/studio';

/** The brand configuration's shape, as the repository's file has it (checked against schemas/config/brandsConfig.schema.json on publish). */
export type BrandsConfig = typeof shippedBrands;
/** The error catalogue in both languages (schemas/config/errors.schema.json). */
export type ErrorCatalogue = typeof shippedErrors;

interface SharedConfig {
  brandsConfig: BrandsConfig;
  errors: ErrorCatalogue;
}

/**
 * The shared configuration this process serves (docs/server.md "Shared configuration"): the
 * published versions of config/brandsConfig.json and config/errors.json, handed over by the config
 * service at start and after every reload, so a publish from the studio applies without a restart.
 * Until then (and in unit tests that start no app) it is the repository's files. Read it when it is
 * used, never into a module constant, or a publish would not reach that module.
 */
const current: SharedConfig = { brandsConfig: shippedBrands, errors: shippedErrors };
let generation = 0;

export function brandsConfig(): BrandsConfig {
  return current.brandsConfig;
}

export function errorCatalogue(): ErrorCatalogue {
  return current.errors;
}

/** Replaces one file's configuration; the value has passed its schema check. */
export function serveSharedConfig<N extends SharedConfigName>(name: N, value: SharedConfig[N]): void {
  current[name] = value;
  generation++;
}

/** Changes with every replacement: what a cache of served configuration compares. */
export function sharedConfigGeneration(): number {
  return generation;
}
