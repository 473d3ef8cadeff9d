/**
 * A tolerant scan of JSON text: where each value sits, by the JSON path analysts read
 * (`$.form_container.rows[0].sections[1].fields[3].type`, adapters/compile/json-path.ts), and what
 * the cursor is in. It never fails: text that does not parse yet (the analyst is typing) still
 * gives every place up to the first mistake, which is what an inline problem or a completion needs.
 */

export type PathSegment = string | number;

/** Where one value is: its text, and for an object member, its property name's text. */
export interface ValueSpan {
  path: PathSegment[];
  from: number;
  to: number;
  /** the property name's range (with its quotes) when the value is an object member */
  key?: { from: number; to: number };
  kind: 'object' | 'array' | 'scalar';
}

type Frame =
  | { type: 'object'; path: PathSegment[]; expectingKey: boolean; key?: string; keyRange?: { from: number; to: number }; keys: string[] }
  | { type: 'array'; path: PathSegment[]; index: number; empty: boolean };

interface Scanner {
  spans: ValueSpan[];
  stack: Frame[];
}

const WS = ' \t\n\r';

/** The end of the string starting at `start` (a `"`): after the closing quote, or the line's end when it is not closed. */
function stringEnd(text: string, start: number): { end: number; closed: boolean } {
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') return { end: i + 1, closed: true };
    if (ch === '\n') return { end: i, closed: false };
    i += ch === '\\' ? 2 : 1;
  }
  return { end: text.length, closed: false };
}

function unquote(raw: string): string {
  try {
    return JSON.parse(raw) as string;
  } catch {
    return raw.replace(/^"|"$/g, '');
  }
}

/** The path the next value of the innermost container gets, or undefined where no value is expected. */
function nextValuePath(stack: Frame[]): { path: PathSegment[]; key?: { from: number; to: number } } | undefined {
  const top = stack[stack.length - 1];
  if (!top) return { path: [] };
  if (top.type === 'array') return { path: [...top.path, top.index] };
  if (!top.expectingKey && top.key !== undefined) return { path: [...top.path, top.key], key: top.keyRange };
  return undefined;
}

/**
 * Scans `text` up to `until` (default: all of it). Containers left open at `until` stay on the stack:
 * that is what the cursor is in.
 */
function scan(text: string, until = text.length): Scanner & { inString?: { from: number; to: number; closed: boolean } } {
  const spans: ValueSpan[] = [];
  const stack: Frame[] = [];
  /** open containers' span indexes, to set their end */
  const open: number[] = [];
  let i = 0;
  const valueDone = () => {
    const top = stack[stack.length - 1];
    if (top?.type === 'object') top.key = undefined;
    if (top?.type === 'array') top.empty = false;
  };
  while (i < until) {
    const ch = text[i]!;
    if (WS.includes(ch)) {
      i++;
      continue;
    }
    const top = stack[stack.length - 1];
    if (ch === '"') {
      const { end, closed } = stringEnd(text, i);
      if (end > until || (!closed && end >= until)) return { spans, stack, inString: { from: i, to: end, closed } };
      const raw = text.slice(i, end);
      if (top?.type === 'object' && top.expectingKey) {
        top.key = unquote(raw);
        top.keyRange = { from: i, to: end };
        top.keys.push(top.key);
        top.expectingKey = false;
      } else {
        const at = nextValuePath(stack);
        if (at) spans.push({ path: at.path, from: i, to: end, kind: 'scalar', ...(at.key ? { key: at.key } : {}) });
        valueDone();
      }
      i = end;
      continue;
    }
    if (ch === '{' || ch === '[') {
      const at = nextValuePath(stack) ?? { path: [...(top?.path ?? []), '?'] };
      spans.push({ path: at.path, from: i, to: text.length, kind: ch === '{' ? 'object' : 'array', ...(at.key ? { key: at.key } : {}) });
      open.push(spans.length - 1);
      stack.push(ch === '{' ? { type: 'object', path: at.path, expectingKey: true, keys: [] } : { type: 'array', path: at.path, index: 0, empty: true });
      i++;
      continue;
    }
    if (ch === '}' || ch === ']') {
      stack.pop();
      const index = open.pop();
      if (index !== undefined) spans[index]!.to = i + 1;
      valueDone();
      i++;
      continue;
    }
    if (ch === ':') {
      i++;
      continue;
    }
    if (ch === ',') {
      if (top?.type === 'object') {
        top.expectingKey = true;
        top.key = undefined;
      }
      if (top?.type === 'array') top.index++;
      i++;
      continue;
    }
    // a number, true, false, null, or a stray word: up to the next delimiter
    let end = i;
    while (end < text.length && !WS.includes(text[end]!) && !',:{}[]"'.includes(text[end]!)) end++;
    const at = nextValuePath(stack);
    if (at && end <= until) spans.push({ path: at.path, from: i, to: end, kind: 'scalar', ...(at.key ? { key: at.key } : {}) });
    if (end > until) break;
    valueDone();
    i = end;
  }
  return { spans, stack };
}

/** `$.a.b[2]["en-CA"]` → ['a', 'b', 2, 'en-CA']. */
export function parsePath(path: string): PathSegment[] {
  const segments: PathSegment[] = [];
  const re = /\.([A-Za-z_$][A-Za-z0-9_$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/g;
  const body = path.startsWith('$') ? path.slice(1) : path;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    if (m[1] !== undefined) segments.push(m[1]);
    else if (m[2] !== undefined) segments.push(Number(m[2]));
    else segments.push(unquote(m[3]!));
  }
  return segments;
}

const samePath = (a: PathSegment[], b: PathSegment[]) => a.length === b.length && a.every((s, i) => s === b[i]);

/**
 * Where a problem at `path` shows in the text: the value there (for an object member whose value is
 * an object or a list, its property name, so the mark stays short). A path the text does not hold
 * (a missing property, text that does not parse) marks its deepest ancestor that it does.
 */
export function pathRange(text: string, path: string): { from: number; to: number } {
  const wanted = parsePath(path);
  const { spans } = scan(text);
  for (let depth = wanted.length; depth >= 0; depth--) {
    const prefix = wanted.slice(0, depth);
    const span = spans.find((s) => samePath(s.path, prefix));
    if (!span) continue;
    if (span.kind === 'scalar') return { from: span.from, to: span.to };
    if (span.key) return span.key;
    return { from: span.from, to: Math.min(span.from + 1, text.length) };
  }
  return { from: 0, to: Math.min(1, text.length) };
}

/** What the cursor is in, for completion. */
export type CursorContext =
  | {
      kind: 'key';
      /** the object's path */
      path: PathSegment[];
      /** property names the object has already (before and after the cursor) */
      present: string[];
      /** the text to replace: the name being typed, with its opening quote */
      from: number;
      to: number;
    }
  | {
      kind: 'value';
      /** the value's path */
      path: PathSegment[];
      from: number;
      to: number;
    };

/** The keys of the object open at the end of `stack`, read on after `pos` until the object closes. */
function keysAfter(text: string, pos: number): string[] {
  const keys: string[] = [];
  let depth = 0;
  let expectingKey = false;
  let i = pos;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"') {
      const { end } = stringEnd(text, i);
      if (depth === 0 && expectingKey) keys.push(unquote(text.slice(i, end)));
      expectingKey = false;
      i = end;
      continue;
    }
    if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      if (depth === 0) break;
      depth--;
    } else if (ch === ',' && depth === 0) expectingKey = true;
    i++;
  }
  return keys;
}

export function cursorContext(text: string, pos: number): CursorContext | undefined {
  const { stack, inString } = scan(text, pos);
  const top = stack[stack.length - 1];
  if (!top) return undefined;
  // a word being typed outside quotes (true, nul…) is replaced whole
  let from = pos;
  while (from > 0 && /[A-Za-z0-9_.-]/.test(text[from - 1]!)) from--;
  if (inString) from = inString.from;
  const to = inString ? (inString.closed ? inString.to : pos) : pos;
  if (top.type === 'object' && top.expectingKey) {
    const present = [...top.keys, ...keysAfter(text, inString ? inString.to : pos)];
    return { kind: 'key', path: top.path, present: [...new Set(present)], from, to };
  }
  const at = nextValuePath(stack);
  if (!at) return undefined;
  return { kind: 'value', path: at.path, from, to };
}
