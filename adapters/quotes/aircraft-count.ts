/**
 * How many aircraft the application insures: the length of the answer `aircraft` (the aviation
 * programs' list of aircraft) in the application's merged answers; 0 without one.
 */
export function aircraftCount(answers: Readonly<Record<string, unknown>>): number {
  const list = answers.aircraft;
  return Array.isArray(list) ? list.length : 0;
}
