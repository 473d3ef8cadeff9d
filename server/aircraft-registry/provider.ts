import type { AircraftRecord } from '../../adapters/api';

/**
 * Where registration marks are looked up (docs/server.md "Aircraft registry"): the embedded sample
 * of the Canadian civil aircraft register by default; a real register implements the same call.
 */
export interface AircraftRegistry {
  /** the aircraft registered under `mark` (normalised, e.g. C-GABC), or undefined when none is */
  byMark(mark: string): Promise<AircraftRecord | undefined>;
}
