import { describe, expect, it } from 'vitest';
import { applicationTypeOf, findLink, isAllowed, nextLink, previousLink, routeLinks } from './index';
import { journey, link } from './testing/example-journey';

const routes = (links: { route_name: string }[]) => links.map((l) => l.route_name);

describe('journey links', () => {
  it('leave out steps not allowed for the application type', () => {
    expect(routes(routeLinks(journey, 'NEW'))).toContain('coverage-eo');
    expect(routes(routeLinks(journey, 'RENEWAL'))).not.toContain('coverage-eo');
    expect(nextLink(journey, 'secret-step', 'RENEWAL')?.route_name).toBe('quote');
    expect(nextLink(journey, 'secret-step', 'NEW')?.route_name).toBe('coverage-eo');
    expect(findLink(journey, 'coverage-eo', 'RENEWAL')).toBeUndefined();
    expect(nextLink(journey, 'quote', 'NEW')).toBeUndefined();
    expect(nextLink(journey, 'nowhere', 'NEW')).toBeUndefined();
  });

  it('skip by not_allowed_types or skip_for_types, any case, NEW also written CREATE', () => {
    const skipped = (value: string, key = 'skip_for_types') => link('x', 'c', [{ key, value }]);
    expect(isAllowed(skipped('quick_renewal'), 'QUICK_RENEWAL')).toBe(false);
    expect(isAllowed(skipped('quick_renewal'), 'RENEWAL')).toBe(true);
    expect(isAllowed(skipped('CREATE'), 'NEW')).toBe(false);
    expect(isAllowed(skipped('NEW', 'not_allowed_types'), 'NEW')).toBe(false);
    expect(isAllowed(link('x', 'c'), 'QUICK_RENEWAL')).toBe(true);
  });

  it('go back past steps hidden in the stepper and steps the type skips', () => {
    expect(previousLink(journey, 'coverage-eo', 'NEW')?.route_name).toBe('additional-entity');
    expect(previousLink(journey, 'quote', 'RENEWAL')?.route_name).toBe('additional-entity');
    expect(previousLink(journey, 'eligibility', 'NEW')).toBeUndefined();
  });
});

describe('applicationTypeOf', () => {
  it.each([
    ['NEW', 'NEW'], ['CREATE', 'NEW'], ['renewal', 'RENEWAL'], ['Quick_Renewal', 'QUICK_RENEWAL'], ['other', 'NEW'], [undefined, 'NEW'],
  ] as const)('%s → %s', (written, type) => {
    expect(applicationTypeOf(written)).toBe(type);
  });
});
