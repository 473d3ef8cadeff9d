import type { Registry } from '@rjsf/utils';

/**
 * Who draws a field's label, so the field template and the widget never both do:
 * - `control`: the template renders `<label for={id}>` (one input, select or button with that id)
 * - `group`: the template renders a text label with id `labelId(id)`; the widget is a
 *   radiogroup / group `aria-labelledby` it (radios, cards, checkboxes)
 * - `inline`: the widget renders its own label beside its control (single checkbox); the template
 *   still renders help and errors
 * - `self`: the widget renders label, help and errors itself (tiles, display-only text)
 */
export type LabelKind = 'control' | 'group' | 'inline' | 'self';

type Labelled = { labelKind?: LabelKind };

/** Marks a widget or field component with its label kind; returns the same component. */
export function withLabelKind<C extends object>(component: C, kind: LabelKind): C & { labelKind: LabelKind } {
  return Object.assign(component, { labelKind: kind });
}

export const labelId = (id: string) => `${id}__label`;

/** The label kind of the widget or field the uiSchema names; `control` for RJSF's own widgets. */
export function labelKindOf(uiSchema: Record<string, unknown> | undefined, registry: Registry): LabelKind | undefined {
  const field = uiSchema?.['ui:field'];
  const widget = uiSchema?.['ui:widget'];
  const component: unknown =
    typeof field === 'string' ? registry.fields[field] : typeof widget === 'string' ? registry.widgets[widget] : field ?? widget;
  if (component && (typeof component === 'object' || typeof component === 'function')) {
    return (component as Labelled).labelKind;
  }
  return undefined;
}
