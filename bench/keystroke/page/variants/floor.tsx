/**
 * The measurement floor: only the typed-into field, uncontrolled, no handlers. What a keystroke
 * costs the browser itself (input routing, text editing, one frame) under the same tracing.
 */
import type { FormPlan } from '../../fields/plan';

export default function Floor({ plan }: { plan: FormPlan }) {
  const target = plan.fields.find((f) => f.name === plan.typingTarget);
  return (
    <p>
      <label htmlFor="floor-input">{target?.label}</label> <input id="floor-input" type="text" />
    </p>
  );
}
