import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { DraftRegistry } from '../theme/runtime/draft-registry';

/** How long typing must pause before the draft reaches the form (rules and derived values follow). */
export const DRAFT_IDLE_MS = 300;

interface DraftOptions<T> {
  /** the value the form holds (RJSF's `value`) */
  value: unknown;
  /** the text to edit for a value: on focus, and when the value changes from outside while focused */
  toText(value: unknown): string;
  /** the value a draft commits as */
  toStored(text: string): T;
  /** RJSF's onChange */
  onChange(value: T): void;
  /** the form's registry, flushed before a submit */
  drafts?: DraftRegistry;
}

export interface Draft {
  /** the text being edited, or null when the input is not being edited (it then shows the value) */
  text: string | null;
  /** focus: start editing the value as text */
  begin(): void;
  /** a keystroke: keep the text, commit it once typing pauses */
  edit(text: string): void;
  /** shows `text` and commits it at once (a date picked in a picker) */
  commitText(text: string): void;
  /** blur: commits a pending draft and stops editing; returns the value the form now holds */
  end(): unknown;
  /** Enter commits before the form's implicit submission reads the data */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
}

/**
 * A text input's draft: keystrokes stay in the input's own state, so typing re-renders neither the
 * form nor any other field; the draft reaches the form (onChange) on blur, on Enter, after
 * DRAFT_IDLE_MS without a keystroke, and when the form flushes its drafts before submitting.
 * A value changed from outside (a derived value, a reload) replaces the text unless a draft is pending.
 */
export function useDraft<T>({ value, toText, toStored, onChange, drafts }: DraftOptions<T>): Draft {
  const [text, setText] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** the last value the form was known to hold: what we committed, or what it gave us */
  const known = useRef<unknown>(value);
  const latest = useRef({ toText, toStored, onChange });
  latest.current = { toText, toStored, onChange };

  const flush = useCallback((): unknown => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const draft = pending.current;
    if (draft === null) return known.current;
    pending.current = null;
    const stored = latest.current.toStored(draft);
    known.current = stored;
    latest.current.onChange(stored);
    return stored;
  }, []);

  useEffect(() => drafts?.register(flush), [drafts, flush]);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (pending.current !== null || Object.is(value, known.current)) return;
    known.current = value;
    setText((editing) => (editing === null ? null : latest.current.toText(value)));
  }, [value]);

  return {
    text,
    begin: () => setText(toText(value)),
    edit: (next) => {
      setText(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_IDLE_MS);
    },
    commitText: (next) => {
      setText(next);
      pending.current = next;
      flush();
    },
    end: () => {
      const committed = flush();
      setText(null);
      return committed;
    },
    onKeyDown: (event) => {
      if (event.key === 'Enter') flush();
    },
  };
}
