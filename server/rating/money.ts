/**
 * Rounds to cents, half up. Binary floats make 1.005 × 100 = 100.49999…; trimming the
 * product to 12 significant digits first removes that noise, so the result is what a
 * person computing by hand gets.
 */
export function round2(value: number): number {
  const cents = Number((value * 100).toPrecision(12));
  return Math.round(cents) / 100 + 0;
}

/** Sum of amounts already in cents precision, rounded again to absorb float noise. */
export function sum2(values: number[]): number {
  return round2(values.reduce((total, v) => total + v, 0));
}
