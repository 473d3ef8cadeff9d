/**
 * Warnings (not errors) for number fields that do not say what kind of number they hold: a year
 * or an identifier left as a plain number is shown grouped like an amount ("2,008"). The page
 * still works, so `layouts:check` prints these and still passes (README "For analysts").
 */
import { tagMap, isNumeric } from '../compile/tags';
import type { LayoutProblem, LayoutValidation } from '../types';
import type { WalkedField } from './field-walk';

const YEAR_MIN = 1800;
const YEAR_MAX = 2200;

/** Words of a field name: `year_called_to_bar` → year, called, to, bar. */
const words = (name: string) => name.toLowerCase().split(/[_\-.\s]+/);

const YEAR_LABEL = /\byear\b|\bannée\b/i;
const IDENTIFIER_WORDS = new Set(['licence', 'license', 'postal', 'registration', 'member', 'id']);
const IDENTIFIER_LABEL = /\blicen[cs]e\b|\bpostal\b|\bregistration\b|\bmember number\b|\bnuméro\b/i;

/** Bounds a field declares: tags min/max, minRange/maxRange, and range params. */
function boundsOf(tags: Record<string, unknown>, validations: LayoutValidation[] | undefined): number[] {
  const found = [tags.min, tags.max, tags.minRange, tags.maxRange];
  for (const v of validations ?? []) if (v?.name === 'range') found.push(v.params?.min, v.params?.max);
  return found.map(Number).filter((n) => Number.isFinite(n) && n !== 0);
}

function looksLikeYear(w: WalkedField, tags: Record<string, unknown>): boolean {
  const label = Object.values(w.field.label ?? {}).join(' ');
  const bounds = boundsOf(tags, w.field.validations);
  return (
    words(w.field.name).includes('year') ||
    YEAR_LABEL.test(label) ||
    (bounds.length > 0 && bounds.every((n) => n >= YEAR_MIN && n <= YEAR_MAX))
  );
}

function looksLikeIdentifier(w: WalkedField): boolean {
  const label = Object.values(w.field.label ?? {}).join(' ');
  return words(w.field.name).some((word) => IDENTIFIER_WORDS.has(word)) || IDENTIFIER_LABEL.test(label);
}

export function checkNumberKinds(file: string, walked: WalkedField[]): LayoutProblem[] {
  return walked.flatMap((w): LayoutProblem[] => {
    if (w.field.type !== 'textbox') return [];
    const tags = tagMap(w.field.tags);
    // a declared format (currency, percentage, year) already says what the number is
    if (!isNumeric(tags) || tags.format !== undefined) return [];
    const where = `${w.at}.tags`;
    if (looksLikeYear(w, tags)) {
      return [{ file, path: where, message: `number field "${w.field.name}" looks like a year: add tag format: year so it reads 2008, not 2,008` }];
    }
    if (looksLikeIdentifier(w)) {
      return [{ file, path: where, message: `number field "${w.field.name}" looks like an identifier: use tag format: identifier (and no tag number) so it is never shown as an amount` }];
    }
    return [];
  });
}
