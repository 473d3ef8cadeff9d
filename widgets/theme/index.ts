import * as complexRegistry from '../complex/registry';
import { inputsRegistry } from '../inputs/registry';
import { templatesRegistry } from '../templates/registry';
import { mergeTheme } from './create-theme';
import type { Theme, ThemePart } from './types';
import './buttons.css';
import './theme.css';

/**
 * The journey theme: core inputs, templates and complex widgets under the names the adapter
 * writes (adapters/widget-names.ts), plus any `extra` parts (stories, tests, a program's own widget).
 */
export function createTheme(...extra: ThemePart[]): Theme {
  return mergeTheme([inputsRegistry, templatesRegistry, complexRegistry, ...extra]);
}

export type { Theme, ThemePart } from './types';
export { withLabelKind, labelId, type LabelKind } from './label-kind';
