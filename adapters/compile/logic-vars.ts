/** The answer names a JSON Logic expression reads through `var` (dynamic names are skipped). */
import type { Logic } from '../types';

export function logicVars(logic: Logic | unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    for (const [op, arg] of Object.entries(node)) {
      if (op === 'var') {
        const name = Array.isArray(arg) ? arg[0] : arg;
        if (typeof name === 'string' && name !== '') found.push(name);
        else if (typeof name === 'number') found.push(String(name));
        else walk(arg);
      } else walk(arg);
    }
  };
  walk(logic);
  return found;
}
