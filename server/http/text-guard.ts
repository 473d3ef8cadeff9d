import fp from 'fastify-plugin';
import { domainError } from '../errors/domain-error';
import { t } from '../../adapters/i18n/format';
import { requestLocale } from '../i18n/locale';

/** NUL, or a UTF-16 surrogate without its pair: PostgreSQL cannot store either as text. */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(s: string): boolean {
  return !UNSTORABLE.test(s);
}

/**
 * The path of the first string (value or key) in `value` that is not storable text, e.g.
 * `body.progress_states[0].form_elements.first_name`; undefined when all are. Iterative, so a
 * deeply nested body cannot overflow the stack.
 */
export function firstUnstorable(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}[${i}]`]);
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        if (!isStorableText(key)) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}

/**
 * Every route, one place: a string with NUL or an unpaired surrogate in the body, query or
 * path parameters is a 400 naming the field, before any route code or the database sees it
 * (docs/security.md "Input").
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const field = firstUnstorable(request.params, 'params') ?? firstUnstorable(request.query, 'query') ?? firstUnstorable(request.body, 'body');
      if (field === undefined) return;
      const message = t(requestLocale(request), 'server.errors.badCharacter', { field });
      throw domainError('badCharacter', { values: { field }, messageList: [{ field, label: field, message }] });
    });
  },
  { name: 'text-guard', fastify: '5.x' },
);
