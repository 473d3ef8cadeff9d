import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../../adapters/types';
import { buildPlan } from './plan';
import { toLayoutPage } from './to-layout';
import { toRjsfForm } from './to-rjsf';

const plan = buildPlan();
const layoutFields = toLayoutPage(plan).form_container.rows.flatMap((r) => r.sections.flatMap((s) => s.fields));
const rjsf = toRjsfForm(plan);
const allOf = rjsf.schema.allOf as { if: JsonSchema; then: { properties: Record<string, { title: string }>; required: string[] } }[];

describe('the benchmark form', () => {
  it('has 300 fields, 30 of them follow-ups revealed by a "y" answer', () => {
    expect(plan.fields).toHaveLength(300);
    expect(plan.fields.filter((f) => f.parent)).toHaveLength(30);
    expect(new Set(layoutFields.map((f) => f.type))).toEqual(new Set(['textbox', 'radiosliderv2', 'dropdown', 'calendar', 'checkbox']));
  });

  it('writes each display rule as parent/action/equals tags in the layout', () => {
    const followUp = layoutFields.find((f) => f.name === 'q003_details');
    expect(followUp?.tags).toEqual([
      { key: 'parent', value: 'q003' },
      { key: 'action', value: 'show' },
      { key: 'equals', value: 'y' },
    ]);
  });

  it('gives plain RJSF the same fields and labels, follow-ups only inside if/then', () => {
    const top = rjsf.schema.properties as Record<string, { title: string }>;
    const conditional = Object.assign({}, ...allOf.map((rule) => rule.then.properties)) as Record<string, { title: string }>;
    const rjsfLabels = Object.fromEntries(Object.entries({ ...top, ...conditional }).map(([name, s]) => [name, s.title]));
    const layoutLabels = Object.fromEntries(layoutFields.map((f) => [f.name, f.label?.['en-CA']]));
    expect(rjsfLabels).toEqual(layoutLabels);
    expect(allOf).toHaveLength(30);
    expect(allOf[0]).toEqual({
      if: { properties: { q003: { const: 'y' } }, required: ['q003'] },
      then: { properties: { q003_details: { type: 'string', title: 'Details for question 3' } }, required: ['q003_details'] },
    });
    expect(Object.keys(top)).not.toContain('q003_details');
  });

  it('types into an optional text field near the end of the page', () => {
    const position = plan.fields.findIndex((f) => f.name === plan.typingTarget);
    expect(plan.typingTarget).toBe('q259');
    expect(position).toBeGreaterThan(280);
    expect(layoutFields[position]?.validations).toBeUndefined();
  });
});
