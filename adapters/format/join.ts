import type { Locale } from '../types';

const AND: Record<Locale, string> = { 'en-CA': 'and', 'fr-CA': 'et' };

/** `["A","B","C"]` → en-CA `"A, B and C"`, fr-CA `"A, B et C"` (no serial comma; the 400 summary). */
export function joinLabels(labels: readonly string[], locale: Locale): string {
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} ${AND[locale]} ${labels[labels.length - 1]}`;
}
