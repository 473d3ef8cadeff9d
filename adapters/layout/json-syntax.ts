/**
 * Finds the first JSON syntax error with a line and column. JSON.parse's messages differ
 * between Node versions and often give no position, and analysts need "line 12, column 5".
 */
export interface JsonSyntaxError {
  line: number;
  column: number;
  message: string;
}

export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  let i = 0;
  const fail = (message: string, at = i): never => {
    throw Object.assign(new Error(message), { at });
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail('expected a value (a string in double quotes, a number, true, false, null, an object or a list)');
  };
  const string = () => {
    i++;
    for (;;) {
      if (i >= text.length) fail('text in double quotes is not closed');
      const ch = text[i]!;
      if (ch === '"') return void i++;
      if (ch === '\n' || ch < ' ') fail('text in double quotes is not closed before the end of the line');
      if (ch === '\\') {
        const next = text[i + 1] ?? '';
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if ('"\\/bfnrt'.includes(next) && next !== '') i += 2;
        else fail(`invalid escape \\${next}`);
      } else i++;
    }
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!m) fail('invalid number');
    i += m![0].length;
  };
  const list = (close: string, item: () => void, what: string) => {
    i++;
    ws();
    if (text[i] === close) return void i++;
    for (;;) {
      item();
      // a missing comma is reported where it belongs: right after the value, not at the next line
      const end = i;
      ws();
      if (text[i] === ',') {
        i++;
        ws();
        if (text[i] === close) fail(`remove the comma before '${close}'`, i);
        continue;
      }
      if (text[i] === close) return void i++;
      if (i >= text.length) fail(`the file ends before the closing '${close}'`);
      fail(`expected ',' or '${close}' after ${what}`, end);
    }
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === '{') {
      list('}', () => {
        if (text[i] !== '"') fail('expected a property name in double quotes');
        string();
        ws();
        if (text[i] !== ':') fail("expected ':' after the property name");
        i++;
        value();
      }, 'a property value');
    } else if (ch === '[') list(']', value, 'a list item');
    else if (ch === '"') string();
    else if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) number();
    else if (ch === 't') literal('true');
    else if (ch === 'f') literal('false');
    else if (ch === 'n') literal('null');
    else if (ch === undefined) fail('the file ends where a value was expected');
    else fail(`unexpected character '${ch}': expected a value`);
  };
  try {
    if (text.charCodeAt(0) === 0xfeff) i = 1;
    value();
    ws();
    if (i < text.length) fail('unexpected text after the end of the JSON value');
    return undefined;
  } catch (e) {
    const at = (e as { at: number }).at;
    const before = text.slice(0, at).split('\n');
    return { line: before.length, column: before[before.length - 1]!.length + 1, message: (e as Error).message };
  }
}
