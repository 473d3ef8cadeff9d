import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Analyst-written markdown (layout `markdownText`) as sanitised HTML. */
export function markdownToSafeHtml(markdown: string): string {
  return DOMPurify.sanitize(marked.parse(markdown, { async: false }));
}
