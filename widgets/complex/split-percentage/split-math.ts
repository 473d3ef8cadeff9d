/** Stored value of split-percentage: component name → percentage (adapters/widget-names.ts). */
export type SplitValue = Record<string, number | undefined>;

/** "12,5" (fr-CA) and "12.5" both read as 12.5; anything that is not a number is undefined. */
export function parsePercent(text: string): number | undefined {
  const cleaned = text.trim().replace(/\s|%/g, '').replace(',', '.');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

export function splitTotal(value: SplitValue): number {
  const sum = Object.values(value).reduce<number>((acc, n) => acc + (typeof n === 'number' ? n : 0), 0);
  return Math.round(sum * 100) / 100;
}

export function inRange(n: number): boolean {
  return n >= 0 && n <= 100;
}
