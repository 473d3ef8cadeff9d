/**
 * The repository documents itself (docs/architecture.md "Documentation"): every relative link of
 * the README and docs/ leads to a file, folder or heading inside the repository, and nothing cites
 * a document a clone does not have.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLinks, headingAnchors, headingSlug, markdownLinks } from './docs-links';

const ROOT = join(__dirname, '..');
const DOCS = join(ROOT, 'docs');
const MARKDOWN = [join(ROOT, 'README.md'), ...readdirSync(DOCS).filter((f) => f.endsWith('.md')).map((f) => join(DOCS, f))];

describe('links of README.md and docs/', () => {
  it.each(MARKDOWN.map((file) => [relative(ROOT, file), file]))('%s: every relative link leads inside the repository', (_name, file) => {
    expect(checkLinks(ROOT, file, readFileSync(file, 'utf8'))).toEqual([]);
  });
});

describe('the link checker', () => {
  const file = join(DOCS, 'sample.md');
  const problems = (markdown: string) => checkLinks(ROOT, file, markdown).map((p) => `${p.href}: ${p.problem}`);

  it('reports a missing file, a missing heading, a link out of the repository and a root-relative link', () => {
    const markdown = [
      '# Sample',
      '[gone](nowhere.md) [bad anchor](server.md#no-such-heading) [out](../../shared/DESIGN.md)',
      '[root](/docs/server.md) [self](#missing)',
    ].join('\n');
    expect(problems(markdown)).toEqual([
      'nowhere.md: no such file: docs/nowhere.md',
      'server.md#no-such-heading: no heading #no-such-heading in docs/server.md',
      '../../shared/DESIGN.md: leaves the repository',
      '/docs/server.md: root-relative link: write the path relative to this file',
      '#missing: no heading #missing in docs/sample.md',
    ]);
  });

  it('accepts files, folders, headings of this and other files, and links with a scheme', () => {
    const markdown = [
      '# Sample heading',
      '[a](server.md) [b](../README.md#for-analysts) [c](../schemas) [d](#sample-heading) [e](https://jsonlogic.com) <mailto:a@b.c>',
    ].join('\n');
    expect(problems(markdown)).toEqual([]);
  });

  it('ignores links inside code', () => {
    expect(markdownLinks('`[a](x.md)`\n\n```\n[b](y.md)\n```\n\n[c](z.md)').map((l) => l.href)).toEqual(['z.md']);
  });

  it('makes anchors the way GitHub does', () => {
    expect(headingSlug('10.1 The error reply')).toBe('101-the-error-reply');
    expect(headingSlug('Config service (for the browser)')).toBe('config-service-for-the-browser');
    expect(headingSlug('widgets/ and src/')).toBe('widgets-and-src');
    expect([...headingAnchors('# Routes\n## `Routes`\n## Réponse')]).toEqual(['routes', 'routes-1', 'réponse']);
  });
});

/** Folders that are not the repository's own text. */
const SKIP = new Set(['node_modules', 'dist', 'storybook-static', 'data', 'coverage', '.git']);
const TEXT = /\.(ts|tsx|cjs|js|json|md|css|sql|html)$/;
/** A citation of the product's former external documents: "spec 000 §4", "(001 §4)", "DESIGN §8". */
const OUTSIDE_CITATION = /\b(?:spec )?0\d\d §\d|DESIGN §\d|docs\/analysts\.md/i;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return TEXT.test(entry.name) && entry.name !== 'package-lock.json' ? [path] : [];
  });
}

describe('citations', () => {
  it('cite docs/ sections, never documents outside the repository', () => {
    const self = join(__dirname, 'docs-links.test.ts');
    const found = textFiles(ROOT)
      .filter((file) => file !== self)
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (OUTSIDE_CITATION.test(line) ? [`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(found).toEqual([]);
  });

  it('name a heading or a numbered section that the cited doc has', () => {
    const docs = new Map<string, string[]>();
    const headingsOf = (doc: string): string[] | undefined => {
      if (!docs.has(doc)) {
        const path = join(ROOT, 'docs', doc);
        docs.set(doc, existsSync(path) ? [...readFileSync(path, 'utf8').matchAll(/^#+\s+(.+?)\s*$/gm)].map((m) => m[1]!) : []);
      }
      return docs.get(doc);
    };
    // docs/x.md "Heading" and docs/x.md §2.7 (a heading that starts with "2.7 " or "2. ")
    const CITE = /docs\/([a-z-]+\.md)(?: (?:"([^"]+)"|§(\d+(?:\.\d+)?)))/g;
    const self = join(__dirname, 'docs-links.test.ts');
    const broken = textFiles(ROOT).filter((file) => file !== self).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          [...line.matchAll(CITE)].flatMap(([cited, doc, heading, section]) => {
            const headings = headingsOf(doc!)!;
            const found = heading !== undefined ? headings.includes(heading) : headings.some((h) => h.startsWith(`${section}${section!.includes('.') ? ' ' : '. '}`));
            return found ? [] : [`${relative(ROOT, file)}:${i + 1}: ${cited}`];
          }),
        ),
    );
    expect(broken).toEqual([]);
  });
});
