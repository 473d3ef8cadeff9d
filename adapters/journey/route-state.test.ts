import { describe, expect, it } from 'vitest';
import type { Journey } from '../types';
import { firstOpenRoute, firstValidRoute, isCategoryLocked, isRouteValid, routeInconsistency, routeStates } from './index';
import { journey, link } from './testing/example-journey';

const view = (states: ReturnType<typeof routeStates>) => states.map((s) => [s.link.route_name, s.completed, s.valid]);

describe('route states: completion and validity from the progress states', () => {
  it('a route is completed when its progress state is saved as completed; valid when every route before it is', () => {
    expect(view(routeStates(journey, 'NEW', { saved: new Set(['ELIGIBILITY', 'GENERAL_INFORMATION']) }))).toEqual([
      ['eligibility', true, true],
      ['general-information', true, true],
      ['additional-entity', false, true],
      ['secret-step', false, false],
      ['coverage-eo', false, false],
      ['quote', true, false],
    ]);
  });

  it('important-information, quote, quote-final and review always count as completed', () => {
    const info: Journey = { ...journey, links: ['important-information', 'quote', 'quote-final', 'review', 'review-v2', 'after'].map((r) => link(r, r)) };
    expect(view(routeStates(info, 'NEW', { saved: new Set() }))).toEqual([
      ['important-information', true, true],
      ['quote', true, true],
      ['quote-final', true, true],
      ['review', true, true],
      ['review-v2', true, true],
      ['after', false, true],
    ]);
  });

  it('a CSR sees every route completed and valid', () => {
    expect(routeStates(journey, 'NEW', { saved: new Set(), csr: true }).every((s) => s.completed && s.valid)).toBe(true);
  });

  it('walks only the routes of the application type', () => {
    const renewal = routeStates(journey, 'RENEWAL', { saved: new Set(['ELIGIBILITY', 'GENERAL_INFORMATION', 'ADDITIONAL_ENTITY', 'SECRET_STEP']) });
    expect(renewal.map((s) => s.link.route_name)).not.toContain('coverage-eo');
    expect(isRouteValid(renewal, 'quote')).toBe(true);
    expect(isRouteValid(renewal, 'coverage-eo')).toBe(false);
  });
});

describe('categories and the first valid route', () => {
  const states = routeStates(journey, 'NEW', { saved: new Set(['ELIGIBILITY']) });

  it('a category is locked when all its routes are invalid', () => {
    expect(['start', 'about', 'coverage', 'quote'].map((c) => isCategoryLocked(states, c))).toEqual([false, false, true, true]);
  });

  it('a step leads to the first valid route of its category, never one hidden in the stepper', () => {
    expect(firstValidRoute(states, 'about')).toBe('general-information');
    expect(firstValidRoute(states, 'coverage')).toBeUndefined();
    const hiddenFirst: Journey = { ...journey, links: [link('a', 'x', [{ key: 'hidden_in_stepper', value: true }]), link('b', 'x')] };
    expect(firstValidRoute(routeStates(hiddenFirst, 'NEW', { saved: new Set(['A']) }), 'x')).toBe('b');
  });

  it('the first open route is the first one not completed', () => {
    expect(firstOpenRoute(states)).toBe('general-information');
    expect(firstOpenRoute(routeStates(journey, 'NEW', { saved: new Set(), csr: true }))).toBeUndefined();
  });
});

describe('routeInconsistency: a page opened past an unanswered step', () => {
  const states = routeStates(journey, 'NEW', { saved: new Set(['ELIGIBILITY', 'COVERAGE_EO']) });

  it('is an expectation-failed error leading to the first step to answer', () => {
    expect(routeInconsistency(states, 'coverage-eo', 'IN_PROGRESS')).toEqual({ status: 417, resume: 'general-information' });
    expect(routeInconsistency(states, 'quote', 'QUOTED')).toEqual({ status: 417, resume: 'general-information' });
    expect(routeInconsistency(states, 'coverage-eo', undefined)).toEqual({ status: 417, resume: 'general-information' });
  });

  it('is tolerated in CSR_APPROVED and QUOTE_ACCEPTED', () => {
    expect(routeInconsistency(states, 'quote', 'CSR_APPROVED')).toBeUndefined();
    expect(routeInconsistency(states, 'quote', 'QUOTE_ACCEPTED')).toBeUndefined();
  });

  it('is none on a valid route or a route the application type does not walk', () => {
    expect(routeInconsistency(states, 'general-information', 'IN_PROGRESS')).toBeUndefined();
    expect(routeInconsistency(states, 'eligibility', 'IN_PROGRESS')).toBeUndefined();
    expect(routeInconsistency(routeStates(journey, 'RENEWAL', { saved: new Set() }), 'coverage-eo', 'IN_PROGRESS')).toBeUndefined();
  });
});
