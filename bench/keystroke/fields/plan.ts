/**
 * The benchmark's form, described once: 270 base questions of six kinds plus 30 follow-up
 * questions, each revealed when its yes/no parent is answered "y". Both the layout page (ours)
 * and the plain RJSF schema are derived from this plan, so the two variants render the same fields.
 */
export type PlannedKind = 'text' | 'number' | 'yesNo' | 'choice' | 'date' | 'checkbox';

export interface PlannedField {
  name: string;
  kind: PlannedKind;
  /** English label; the French one is derived (the benchmark runs in en-CA). */
  label: string;
  required: boolean;
  /** For follow-ups: the yes/no question whose "y" reveals this field. */
  parent?: string;
}

export interface FormPlan {
  fields: PlannedField[];
  /** Name of the text field the benchmark types into. */
  typingTarget: string;
  /** Initial answers: half of the rule parents start at "y", so half the follow-ups are shown. */
  initialData: Record<string, unknown>;
}

const KINDS: PlannedKind[] = ['text', 'number', 'yesNo', 'choice', 'date', 'checkbox'];
export const CHOICES = ['alpha', 'bravo', 'charlie', 'delta', 'echo'] as const;

export interface PlanSize {
  baseFields: number;
  rules: number;
}

export const DEFAULT_SIZE: PlanSize = { baseFields: 270, rules: 30 };

const pad = (n: number): string => String(n).padStart(3, '0');

export function buildPlan(size: PlanSize = DEFAULT_SIZE): FormPlan {
  const base: PlannedField[] = [];
  for (let i = 0; i < size.baseFields; i += 1) {
    const kind = KINDS[i % KINDS.length] as PlannedKind;
    base.push({ name: `q${pad(i + 1)}`, kind, label: `Question ${i + 1}`, required: i % 4 === 0 });
  }
  const parents = base.filter((f) => f.kind === 'yesNo').slice(0, size.rules);
  if (parents.length < size.rules) {
    throw new Error(`buildPlan: ${size.baseFields} base fields hold only ${parents.length} yes/no questions, ${size.rules} rules asked`);
  }
  const fields: PlannedField[] = [];
  for (const field of base) {
    fields.push(field);
    if (parents.includes(field)) {
      fields.push({
        name: `${field.name}_details`,
        kind: 'text',
        label: `Details for question ${field.name.slice(1).replace(/^0+/, '')}`,
        required: true,
        parent: field.name,
      });
    }
  }
  const initialData: Record<string, unknown> = {};
  parents.forEach((p, index) => {
    initialData[p.name] = index % 2 === 0 ? 'y' : 'n';
  });
  const texts = base.filter((f) => f.kind === 'text' && !f.required);
  const target = texts[texts.length - 1];
  if (!target) throw new Error('buildPlan: the plan has no optional text field to type into');
  return { fields, typingTarget: target.name, initialData };
}
