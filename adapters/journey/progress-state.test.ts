import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Journey } from '../types';
import { progressStateName, routeForProgressState } from './index';
import { journey, link } from './testing/example-journey';

const PROGRAMS = fileURLToPath(new URL('../../schemas/programs', import.meta.url));
const shipped: [string, Journey][] = readdirSync(PROGRAMS)
  .filter((program) => existsSync(join(PROGRAMS, program, 'journey.json')))
  .map((program) => [program, JSON.parse(readFileSync(join(PROGRAMS, program, 'journey.json'), 'utf8')) as Journey]);

describe('progress state names', () => {
  it('come from the progress_state tag, else the route name in CONSTANT_CASE', () => {
    expect(progressStateName(journey.links[1]!)).toBe('GENERAL_INFORMATION');
    expect(progressStateName(journey.links[5]!)).toBe('QUOTE');
    expect(progressStateName(link('quote-final', 'q'))).toBe('QUOTE_FINAL');
    expect(progressStateName(link('x', 'q', [{ key: 'progress_state', value: '' }]))).toBe('X');
  });

  it('lead back to their route, whatever characters the route name uses', () => {
    const odd: Journey = { ...journey, links: [link('Review_Page', 'r'), link('quote.v2', 'q'), link('limits', 'l', [{ key: 'progress_state', value: 'LIMIT' }])] };
    expect(odd.links.map((l) => routeForProgressState(odd, progressStateName(l)))).toEqual(['Review_Page', 'quote.v2', 'limits']);
    expect(routeForProgressState(odd, 'LIMITS')).toBeUndefined();
    expect(routeForProgressState(odd, 'limits')).toBeUndefined();
  });

  it('are read from every shipped journey', () => {
    expect(shipped.map(([program]) => program)).toEqual(expect.arrayContaining(['CANACCT', 'CANAGENT', 'CANGLDWNG', 'CANLAWYERS', 'CANSILVWING', 'CANWINGS']));
  });

  it.each(shipped)('%s: route → progress state → route gives the same route for every step', (_program, shippedJourney) => {
    for (const step of shippedJourney.links) {
      const state = progressStateName(step);
      expect({ state, route: routeForProgressState(shippedJourney, state) }).toEqual({ state, route: step.route_name });
    }
  });
});
