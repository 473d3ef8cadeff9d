const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Moves focus to the field with DOM id `id`: the control itself, the checked radio of a group, or
 * the first focusable element inside it. Answers whether something took focus.
 */
export function focusField(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const target = element.matches(FOCUSABLE)
    ? element
    : (element.querySelector<HTMLElement>('input:checked:not([disabled])') ?? element.querySelector<HTMLElement>(FOCUSABLE));
  if (!target) return false;
  target.focus();
  return document.activeElement === target;
}
