import { useEffect, useRef } from 'react';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap, type CompletionContext, type CompletionResult } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers } from '@codemirror/view';
import { cursorContext } from './json-scan';
import { completionsAt } from './schema-completion';

export interface EditorProblem {
  from: number;
  to: number;
  message: string;
  severity: 'error' | 'warning';
}

interface Props {
  /** the text the editor starts with: a new text means a new editor (another file, a reload) */
  initial: string;
  onChange: (text: string) => void;
  problems: readonly EditorProblem[];
  /** the JSON Schema completion reads (the layout schema for a page), if any */
  schema?: Record<string, unknown>;
  label: string;
  describedBy?: string;
  /** where the editor's cursor goes when the list beside it asks (a problem chosen) */
  focusAt?: { at: number; seq: number };
}

function schemaSource(schema: Record<string, unknown>) {
  return (context: CompletionContext): CompletionResult | null => {
    const text = context.state.doc.toString();
    const here = cursorContext(text, context.pos);
    if (!here) return null;
    const options = completionsAt(schema, here);
    if (!options.length || (!context.explicit && here.from === here.to && here.kind === 'key' && !/[{,]\s*$/.test(text.slice(0, context.pos)))) return null;
    return {
      from: here.from,
      to: here.to,
      options: options.map((o) => ({ label: o.label, apply: o.insert, type: o.kind === 'property' ? 'property' : 'enum', detail: o.detail })),
      validFor: /^"?[\w -]*"?$/,
    };
  };
}

/**
 * Where the editor mounts. CodeMirror writes its styles (layout, colours, marks, the completion list)
 * as style sheets at run time: into the document that is a <style> element, which the portal's CSP
 * (`style-src 'self'`) refuses, and the editor would show unstyled. In a shadow root it adopts
 * constructed style sheets instead, which the CSP allows. Where those do not exist (jsdom), the
 * editor mounts in the page.
 */
function mountPoint(host: HTMLElement): { parent: HTMLElement; root?: ShadowRoot } {
  if (!('adoptedStyleSheets' in Document.prototype)) return { parent: host };
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.replaceChildren();
  const parent = document.createElement('div');
  root.append(parent);
  return { parent, root };
}

/** The editor's own look (in its shadow root the page's CSS does not reach it). */
const LOOK = EditorView.theme({
  '&': { height: 'var(--studio-editor-height, 32rem)', fontSize: '0.85rem', backgroundColor: '#fff' },
  '&.cm-focused': { outline: '3px solid #ffbf47' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  '.cm-gutters': { backgroundColor: '#f7f9fc', color: '#56606b', borderRight: '1px solid #d5dbe1' },
  '.cm-activeLine, .cm-activeLineGutter': { backgroundColor: '#eef4fb' },
  '.cm-tooltip': { fontSize: '0.85rem' },
});

/**
 * The JSON editor (CodeMirror 6): syntax colours, folding, bracket matching, undo, completion from the
 * schema at the cursor's JSON path, and the problems the page gives it marked in the text and gutter.
 * Tab leaves the editor (no tab trap); indentation follows Enter.
 */
export function LayoutEditor({ initial, onChange, problems, schema, label, describedBy, focusAt }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | undefined>(undefined);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const { parent, root } = mountPoint(host.current!);
    const editor = new EditorView({
      parent,
      ...(root ? { root } : {}),
      state: EditorState.create({
        doc: initial,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          foldGutter(),
          lintGutter(),
          history(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          json(),
          autocompletion({ override: schema ? [schemaSource(schema)] : [], activateOnTyping: true }),
          keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, ...completionKeymap]),
          EditorView.lineWrapping,
          LOOK,
          // an id outside a shadow root cannot be named from inside it
          // tabindex says what contenteditable means already, for checkers that look for a focusable element in the scrolled region
          EditorView.contentAttributes.of({ tabindex: '0', 'aria-label': label, ...(describedBy && !root ? { 'aria-describedby': describedBy } : {}) }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      root?.replaceChildren();
    };
    // a new initial text or schema is a new editor; label changes with the language only
  }, [initial, schema, label, describedBy]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const length = editor.state.doc.length;
    const diagnostics: Diagnostic[] = problems.map((p) => ({ from: Math.min(p.from, length), to: Math.min(Math.max(p.to, p.from), length), message: p.message, severity: p.severity }));
    editor.dispatch(setDiagnostics(editor.state, diagnostics));
  }, [problems, initial, schema]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !focusAt) return;
    const at = Math.min(focusAt.at, editor.state.doc.length);
    editor.dispatch({ selection: { anchor: at }, scrollIntoView: true });
    editor.focus();
  }, [focusAt]);

  return <div className="studio-editor" ref={host} />;
}
