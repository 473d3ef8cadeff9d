/**
 * What the studio makes of the text in the editor: where its JSON breaks (line and column, and the
 * offset the editor marks), and for a page, its compile in both languages as the step page compiles
 * it for an applicant's new application.
 */
import { compileLayout } from '../../adapters/compile';
import { findJsonSyntaxError } from '../../adapters/layout/json-syntax';
import { LayoutError, LOCALES, type CompiledLayout, type LayoutPage, type LayoutProblem } from '../../adapters/types';

export interface SyntaxProblem {
  line: number;
  column: number;
  message: string;
  /** offset in the text */
  at: number;
}

/** The first JSON syntax error, with its offset; undefined when the text parses. */
export function syntaxProblem(text: string): SyntaxProblem | undefined {
  const found = findJsonSyntaxError(text);
  if (!found) return undefined;
  const lines = text.split('\n');
  const at = lines.slice(0, found.line - 1).reduce((sum, l) => sum + l.length + 1, 0) + found.column - 1;
  return { ...found, at: Math.min(at, text.length) };
}

export type PageCompile = { pages: CompiledLayout[] } | { problems: LayoutProblem[] } | { syntax: SyntaxProblem };

/** The page compiled in en-CA then fr-CA, or why it cannot be. */
export function compilePage(text: string, program: string, file: string): PageCompile {
  const syntax = syntaxProblem(text);
  if (syntax) return { syntax };
  const page = JSON.parse(text) as LayoutPage;
  try {
    return { pages: LOCALES.map((locale) => compileLayout(page, { locale, program, applicationType: 'NEW', role: 'applicant', file })) };
  } catch (e) {
    if (e instanceof LayoutError) return { problems: e.problems };
    // a page far from the format trips the compiler before it can say why: the check names the problems
    return { problems: [{ file, path: '$', message: e instanceof Error ? e.message : String(e) }] };
  }
}
