/**
 * Tag `fills`: which sibling fields a look-up fills when an entry is chosen, as
 * `field:property` pairs separated by commas (`mailing_city:locality, mailing_province:administrativeArea`),
 * the property read from the chosen entry's record (docs/requirements.md §11.6).
 */
import type { FieldTypeContext } from './field-type';

const PAIR = /^([A-Za-z_][A-Za-z0-9_]*):([A-Za-z_][A-Za-z0-9_]*)$/;

export function parseFills(c: FieldTypeContext): Record<string, string> | undefined {
  const tag = c.tags.fills;
  if (tag === undefined) return undefined;
  const fills: Record<string, string> = {};
  for (const part of String(tag).split(',').map((p) => p.trim()).filter(Boolean)) {
    const match = PAIR.exec(part);
    if (!match) {
      c.fail(`tag fills is field:property pairs separated by commas, not "${part}"`, 'tags');
      continue;
    }
    fills[match[1]!] = match[2]!;
  }
  return fills;
}
