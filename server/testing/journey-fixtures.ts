/**
 * The demo applicant's answers of a whole journey, from the `journey.json` fixture of each step
 * (README "For analysts", "Journey fixtures"): every step of the program's journey.json the
 * application type gets, in order, with the answers of its journey fixture. A step without one
 * (the quote page) asks nothing. Dates keep their distance from the fixture's "today": a begin
 * date two weeks after it is two weeks after the real today, so the walks stay valid as time
 * passes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAllowed, progressStateName } from '../../adapters/journey';
import type { ApplicationType, Journey } from '../../adapters/types';
import { addDays, differenceInCalendarDays } from 'date-fns';
import { parseIsoDate, toIsoDate } from '../../adapters/format/date';

export const SCHEMAS = fileURLToPath(new URL('../../schemas', import.meta.url));

export interface JourneyFixtureStep {
  route: string;
  /** the progress state the step saves into */
  state: string;
  /** the step's answers, dates moved to the real calendar */
  answers: Record<string, unknown>;
}

interface JourneyFixture {
  data: Record<string, unknown>;
  today?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export function journeyOf(client: string): Journey {
  return readJson<Journey>(join(SCHEMAS, 'programs', client, 'journey.json'));
}

/** Every yyyy-MM-dd string moved by `days`; anything else as it is. */
function shiftDates(value: unknown, days: number): unknown {
  if (typeof value === 'string' && ISO_DATE.test(value)) {
    const date = parseIsoDate(value);
    return date ? toIsoDate(addDays(date, days)) : value;
  }
  if (Array.isArray(value)) return value.map((v) => shiftDates(v, days));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftDates(v, days)]));
  return value;
}

function daysBetween(from: string, to: Date): number {
  const start = parseIsoDate(from);
  if (!start) throw new Error(`journey fixture: "today" ${from} is not a yyyy-MM-dd date`);
  return differenceInCalendarDays(to, start);
}

export function journeyFixtureSteps(client: string, type: ApplicationType = 'NEW', today = new Date()): JourneyFixtureStep[] {
  const steps: JourneyFixtureStep[] = [];
  for (const link of journeyOf(client).links) {
    if (!isAllowed(link, type)) continue;
    const file = join(SCHEMAS, 'fixtures', client, link.route_name, 'journey.json');
    if (!existsSync(file)) continue;
    const fixture = readJson<JourneyFixture>(file);
    const shift = fixture.today ? daysBetween(fixture.today, today) : 0;
    steps.push({ route: link.route_name, state: progressStateName(link), answers: shiftDates(fixture.data, shift) as Record<string, unknown> });
  }
  return steps;
}
