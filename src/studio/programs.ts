/**
 * The studio's programs: which one a file belongs to, the order the picker lists them in, and the
 * name it shows. The shared configuration (config/brandsConfig.json, config/errors.json) belongs to
 * the pseudo-program SHARED_CONFIG (adapters/api/studio.ts).
 */
import { ratingPlanProgram, SHARED_CONFIG, sharedConfigName } from '../../adapters/api/studio';
import { classifyLayoutFile } from '../../adapters/layout/layout-files';

/** The program a studio path belongs to; undefined for a path of no program. */
export function programOf(path: string): string | undefined {
  return classifyLayoutFile(path)?.program ?? ratingPlanProgram(path) ?? (sharedConfigName(path) ? SHARED_CONFIG : undefined);
}

/** The real programs in the server's order, then the shared configuration. */
export function inPickerOrder<P extends { client: string }>(programs: readonly P[]): P[] {
  return [...programs.filter((p) => p.client !== SHARED_CONFIG), ...programs.filter((p) => p.client === SHARED_CONFIG)];
}

/** The program's name as the picker shows it: "Accountants’ … (CANACCT)", or the shared configuration's own name. */
export function programLabel(client: string, t: (id: string, values?: Record<string, string>) => string): string {
  return client === SHARED_CONFIG ? t('studio.program.shared') : t('studio.program.label', { name: t(`app.program.${client}`), client });
}
