/**
 * Per-field visibility, enablement, options not offered and warning notices from the rule engine, with a subscription per data path:
 * when a display rule flips, only the fields whose state changed re-render (docs/architecture.md "Speed rules").
 */
export const HIDDEN = 1;
export const DISABLED = 2;

type Listener = () => void;

export class FieldStateStore {
  private hidden = new Set<string>();
  private disabled = new Set<string>();
  /** path → ids of the options not offered, joined by newlines (a stable snapshot for React) */
  private options = new Map<string, string>();
  /** path → the warning notice shown under the field */
  private warnings = new Map<string, string>();
  private readonly byPath = new Map<string, Set<Listener>>();
  private readonly anyChange = new Set<Listener>();

  /** HIDDEN | DISABLED bits of a concrete data path such as `pilots.0.licence`. */
  flags(path: string): number {
    return (this.hidden.has(path) ? HIDDEN : 0) | (this.disabled.has(path) ? DISABLED : 0);
  }

  isHidden(path: string): boolean {
    return this.hidden.has(path);
  }

  /** The ids (rules optionId) of the options the field at `path` does not offer now, newline-joined; '' for none. */
  hiddenOptions(path: string): string {
    return this.options.get(path) ?? '';
  }

  /** The warning notice of the field at `path`, if its rule holds now. */
  warning(path: string): string | undefined {
    return this.warnings.get(path);
  }

  subscribe(path: string, listener: Listener): () => void {
    let listeners = this.byPath.get(path);
    if (!listeners) {
      listeners = new Set();
      this.byPath.set(path, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) this.byPath.delete(path);
    };
  }

  /** Called on any change of any path (the page template hides sections whose fields are all hidden). */
  subscribeAny(listener: Listener): () => void {
    this.anyChange.add(listener);
    return () => this.anyChange.delete(listener);
  }

  /** Replaces the state, notifying the listeners of the paths that changed and nobody else. */
  set(hidden: readonly string[], disabled: readonly string[], hiddenOptions: Readonly<Record<string, readonly string[]>> = {}, warnings: readonly { field: string; message: string }[] = []): void {
    const nextHidden = new Set(hidden);
    const nextDisabled = new Set(disabled);
    const nextOptions = new Map(Object.entries(hiddenOptions).map(([path, ids]) => [path, ids.join('\n')]));
    const nextWarnings = new Map<string, string>();
    for (const w of warnings) if (!nextWarnings.has(w.field)) nextWarnings.set(w.field, w.message);
    const changed = new Set([
      ...difference(this.hidden, nextHidden),
      ...difference(this.disabled, nextDisabled),
      ...changedKeys(this.options, nextOptions),
      ...changedKeys(this.warnings, nextWarnings),
    ]);
    this.hidden = nextHidden;
    this.disabled = nextDisabled;
    this.options = nextOptions;
    this.warnings = nextWarnings;
    if (changed.size === 0) return;
    for (const path of changed) this.byPath.get(path)?.forEach((listener) => listener());
    this.anyChange.forEach((listener) => listener());
  }
}

function difference(a: Set<string>, b: Set<string>): string[] {
  const out: string[] = [];
  for (const x of a) if (!b.has(x)) out.push(x);
  for (const x of b) if (!a.has(x)) out.push(x);
  return out;
}

function changedKeys(a: Map<string, string>, b: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [key, value] of a) if (b.get(key) !== value) out.push(key);
  for (const key of b.keys()) if (!a.has(key)) out.push(key);
  return out;
}
