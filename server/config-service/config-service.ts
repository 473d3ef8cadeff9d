import { createHash } from 'node:crypto';
import type { LayoutPage, Locale, Role } from '../../adapters/types';
import { markdownOfPage, type MarkdownHtml } from '../../adapters/markdown/page-markdown';
import type { ConfigReply } from '../../adapters/api';
import { validatorKey } from '../../adapters/validators/validator-key';
import { QUICK_QUOTE_JOURNEY } from '../../adapters/journey';
import { resolveLocale, isComponentName, type ComponentName } from './components';
import type { LayoutStore } from './layout-store';

export interface ServedConfig {
  /** encoded once: a page is served many times, its bytes never change */
  body: Buffer;
  etag: string;
}

export type ConfigLookup = { found: ServedConfig } | { missing: 'client' | 'page' };

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The configuration components the service serves beside the pages, and a number that changes whenever one of them does. */
export interface ComponentSource {
  get(name: ComponentName): unknown;
  generation(): number;
}

/** Builds each answer once per layout and configuration version and keeps it serialized, with its ETag. */
export class ConfigService {
  private cache = new Map<string, ServedConfig>();
  private cacheVersion = '';
  /** a page's markdown is rendered once per page version, for both languages' replies */
  private markdown = new WeakMap<LayoutPage, MarkdownHtml>();

  constructor(
    private readonly store: LayoutStore,
    private readonly components: ComponentSource,
  ) {}

  get(client: string, page: string, locale: Locale): ConfigLookup {
    const version = `${this.store.version}|${this.components.generation()}`;
    if (this.cacheVersion !== version) {
      this.cache.clear();
      this.cacheVersion = version;
    }
    const key = `${client}|${page}|${locale}`;
    let served = this.cache.get(key);
    if (!served) {
      if (!this.store.clients().includes(client)) return { missing: 'client' };
      const reply = this.build(client, page, locale);
      if (!reply) return { missing: 'page' };
      const json = JSON.stringify(reply);
      served = { body: Buffer.from(json), etag: `"${sha256(json).slice(0, 32)}"` };
      this.cache.set(key, served);
    }
    return { found: served };
  }

  private build(client: string, page: string, locale: Locale): ConfigReply | undefined {
    const base = { client, page, locale };
    if (page === 'journey' || page === QUICK_QUOTE_JOURNEY) {
      const entry = page === 'journey' ? this.store.journey(client) : this.store.quickQuoteJourney(client);
      if (!entry) return undefined;
      return { ...base, kind: 'journey', content_hash: sha256(JSON.stringify(entry.journey)), content: entry.journey };
    }
    if (isComponentName(page)) {
      const content = resolveLocale(this.components.get(page), locale);
      const perClient = page === 'brandsConfig' ? withClient(content, client) : content;
      return { ...base, kind: 'component', content_hash: sha256(JSON.stringify(perClient)), content: perClient };
    }
    const entry = this.store.page(client, page);
    if (!entry) return undefined;
    return { ...base, kind: 'layout', content_hash: entry.hash, content: entry.page, markdown: this.markdownOf(entry.page), validators: this.validatorsOf(client, page, locale) };
  }

  /** Each view's validator key, as the browser computes it from the page it compiles (the keys GET /validators serves; the same in both locales). */
  private validatorsOf(client: string, page: string, locale: Locale): NonNullable<ConfigReply['validators']> {
    // build() found the page: it compiles (the store holds only pages that do)
    const key = (role: Role) => validatorKey(this.store.compiledPage(client, page, { locale, applicationType: 'NEW', role })!.schema);
    return { applicant: key('applicant'), csr: key('csr'), sponsor: key('sponsor') };
  }

  private markdownOf(page: LayoutPage): MarkdownHtml {
    let html = this.markdown.get(page);
    if (!html) {
      html = markdownOfPage(page);
      this.markdown.set(page, html);
    }
    return html;
  }
}

/** brandsConfig: the client's own entry merged over the shared settings. */
function withClient(content: unknown, client: string): unknown {
  const { clients, ...shared } = content as { clients?: Record<string, object> };
  return { ...shared, ...(clients?.[client] ?? {}), client };
}
