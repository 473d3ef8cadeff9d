/**
 * What a publish changes in one file, line by line against the published text: the lines added and
 * removed, and the changed stretches with a few lines of context, as the publish dialog shows them.
 */
import { diffLines } from 'diff';

export interface DiffLine {
  kind: 'added' | 'removed' | 'same';
  text: string;
  /** line number in the published text (removed, same) or in the new text (added) */
  line: number;
}

export interface DiffSummary {
  added: number;
  removed: number;
  /** changed stretches, each with up to `context` unchanged lines around it */
  hunks: DiffLine[][];
}

const linesOf = (value: string) => {
  const lines = value.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
};

export function diffSummary(before: string, after: string, context = 2): DiffSummary {
  const lines: DiffLine[] = [];
  let oldLine = 1;
  let newLine = 1;
  let added = 0;
  let removed = 0;
  for (const part of diffLines(before, after)) {
    for (const text of linesOf(part.value)) {
      if (part.added) {
        lines.push({ kind: 'added', text, line: newLine++ });
        added++;
      } else if (part.removed) {
        lines.push({ kind: 'removed', text, line: oldLine++ });
        removed++;
      } else {
        lines.push({ kind: 'same', text, line: oldLine++ });
        newLine++;
      }
    }
  }
  const keep = lines.map((l, i) => l.kind !== 'same' || lines.slice(Math.max(0, i - context), i + context + 1).some((n) => n.kind !== 'same'));
  const hunks: DiffLine[][] = [];
  let current: DiffLine[] | undefined;
  lines.forEach((line, i) => {
    if (!keep[i]) return void (current = undefined);
    if (!current) hunks.push((current = []));
    current.push(line);
  });
  return { added, removed, hunks };
}
