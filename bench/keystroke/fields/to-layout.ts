/**
 * The plan as an analyst would write it: one layout page (adapters/types.ts), display rules as
 * parent/action/equals tags on each follow-up question.
 */
import type { I18nText, LayoutField, LayoutOption, LayoutPage, Tag } from '../../../adapters/types';
import { CHOICES, type FormPlan, type PlannedField } from './plan';

const text = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });

const YES_NO: LayoutOption[] = [
  { key: 'y', value: text('Yes', 'Oui') },
  { key: 'n', value: text('No', 'Non') },
];

const CHOICE_OPTIONS: LayoutOption[] = CHOICES.map((key) => {
  const label = key[0]?.toUpperCase() + key.slice(1);
  return { key, value: text(label, label) };
});

function frenchLabel(field: PlannedField): string {
  return field.parent
    ? field.label.replace('Details for question', 'Précisions pour la question')
    : field.label;
}

function toLayoutField(field: PlannedField): LayoutField {
  const label = text(field.label, frenchLabel(field));
  const tags: Tag[] = [];
  const out: LayoutField = { name: field.name, type: 'textbox', label };
  switch (field.kind) {
    case 'text':
      break;
    case 'number':
      tags.push({ key: 'number', value: true });
      break;
    case 'yesNo':
      out.type = 'radiosliderv2';
      out.options = YES_NO;
      break;
    case 'choice':
      out.type = 'dropdown';
      out.options = CHOICE_OPTIONS;
      break;
    case 'date':
      out.type = 'calendar';
      out.dateFormat = 'dd/mm/yyyy';
      break;
    case 'checkbox':
      out.type = 'checkbox';
      break;
  }
  if (field.parent) {
    tags.push({ key: 'parent', value: field.parent }, { key: 'action', value: 'show' }, { key: 'equals', value: 'y' });
  }
  if (tags.length > 0) out.tags = tags;
  if (field.required) out.validations = [{ name: 'required' }];
  return out;
}

export function toLayoutPage(plan: FormPlan): LayoutPage {
  return {
    route_name: 'keystroke-bench',
    title: text('Typing benchmark', 'Banc d’essai de saisie'),
    form_container: {
      rows: [{ sections: [{ name: 'all', fields: plan.fields.map(toLayoutField) }] }],
      buttons: [{ name: 'continue', type: 'continue', label: text('Continue', 'Continuer') }],
    },
  };
}
