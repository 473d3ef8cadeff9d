import data from './sample-register.json';
import type { AircraftRecord } from '../../adapters/api';
import type { AircraftRegistry } from './provider';

/** The embedded registry over sample-register.json (invented marks of real aircraft types). */
export function sampleRegistry(aircraft: readonly AircraftRecord[] = data.aircraft): AircraftRegistry {
  const byMark = new Map(aircraft.map((a) => [a.mark, a]));
  return { byMark: (mark) => Promise.resolve(byMark.get(mark)) };
}
