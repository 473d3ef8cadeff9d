/**
 * Checks the relative links of the repository's Markdown (docs/architecture.md "Documentation"):
 * each must name a file or folder inside the repository, and an `#anchor` must name a heading of
 * the target. Links with a scheme (https:, mailto:) are left alone. Parsing uses marked, so links
 * inside code spans and code blocks are not links.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { Lexer } from 'marked';

export interface MarkdownLink {
  href: string;
}

export interface LinkProblem {
  file: string;
  href: string;
  problem: string;
}

type Node = { type?: string; href?: string; text?: string; tokens?: Node[] } & Record<string, unknown>;

function walk(value: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit);
  } else if (value && typeof value === 'object') {
    visit(value as Node);
    for (const child of Object.values(value)) if (typeof child === 'object') walk(child, visit);
  }
}

/** Every link and image of a Markdown text, in order. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  walk(Lexer.lex(markdown), (node) => {
    if ((node.type === 'link' || node.type === 'image') && typeof node.href === 'string') links.push({ href: node.href });
  });
  return links;
}

/** The text a heading renders, without its inline Markdown. */
function plainText(tokens: readonly Node[] | undefined): string {
  return (tokens ?? []).map((t) => (t.tokens ? plainText(t.tokens) : typeof t.text === 'string' ? t.text : '')).join('');
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces as hyphens. */
export function headingSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings; a repeated heading gets -1, -2 … as on GitHub. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  walk(Lexer.lex(markdown), (node) => {
    if (node.type !== 'heading') return;
    const slug = headingSlug(plainText(node.tokens));
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  });
  return anchors;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** What is wrong with the relative links of `file` (inside `root`); [] when they all lead somewhere. */
export function checkLinks(root: string, file: string, markdown: string, read: (path: string) => string = (p) => readFileSync(p, 'utf8')): LinkProblem[] {
  const problems: LinkProblem[] = [];
  const name = relative(root, file);
  const anchors = new Map<string, Set<string>>();
  const anchorsOf = (target: string) => {
    if (!anchors.has(target)) anchors.set(target, headingAnchors(target === file ? markdown : read(target)));
    return anchors.get(target)!;
  };
  for (const { href } of markdownLinks(markdown)) {
    if (SCHEME.test(href)) continue;
    const report = (problem: string) => problems.push({ file: name, href, problem });
    if (href.startsWith('/')) {
      report('root-relative link: write the path relative to this file');
      continue;
    }
    const [rawPath = '', rawAnchor] = href.split('#', 2);
    const target = rawPath === '' ? file : resolve(dirname(file), decodeURI(rawPath));
    const inside = relative(root, target);
    if (inside.startsWith('..') || isAbsolute(inside)) {
      report('leaves the repository');
      continue;
    }
    if (target !== file && !existsSync(target)) {
      report(`no such file: ${inside}`);
      continue;
    }
    if (rawAnchor === undefined || rawAnchor === '') continue;
    if (!target.endsWith('.md') || (target !== file && statSync(target).isDirectory())) {
      report(`an anchor into ${inside}, which is not a Markdown file`);
      continue;
    }
    const anchor = decodeURIComponent(rawAnchor).toLowerCase();
    if (!anchorsOf(target).has(anchor)) report(`no heading #${anchor} in ${inside}`);
  }
  return problems;
}
