/**
 * The first step page around its form, as the app's shell draws it before its lazy parts arrive
 * (src/shell/Shell.tsx, header/Header.tsx, Stepper.tsx, src/journey/JourneyStep.tsx): skip link,
 * header (program, language switch, menu toggle, who is signed in), the stepper, the heading and
 * subheading, then the form. The footer loads after the page in the app too: it is not drawn here.
 */
import type { Locale } from '../types';
import type { HeaderButton, HeaderItem } from '../shell/header';
import type { StepperModel } from '../journey/stepper';
import { attrs, escapeHtml } from './html';
import type { Translate } from './render-form';

export interface PageInput {
  locale: Locale;
  /** `/lawyers/en-ca` */
  basePath: string;
  /** the same page in the other language (the language switch), `null` when the user may not switch */
  otherLanguagePath: string | null;
  otherLocale: Locale;
  client: string;
  /** the header buttons the applicant sees here (adapters/shell/header visibleButtons) */
  buttons: HeaderButton[];
  /** shown as "Signed in as …" */
  userName: string;
  stepper: StepperModel;
  heading: string;
  subheading?: string;
  /** renderFirstForm's HTML */
  form: string;
  t: Translate;
}

/** The root element's content: the page as a static document, marked as the first paint of `routeName`. */
export function renderFirstPage(routeName: string, page: PageInput): string {
  const { t } = page;
  const language =
    page.otherLanguagePath === null
      ? ''
      : `<a${attrs({ class: 'language-switch', href: page.otherLanguagePath, lang: page.otherLocale, hreflang: page.otherLocale, 'aria-label': t('app.language.switchLabel') })}>${escapeHtml(t('app.language.other'))}</a>`;
  const header =
    `<header class="shell-header"><a${attrs({ class: 'shell-brand', href: page.basePath })}>${escapeHtml(t(`app.program.${page.client}`))}</a>` +
    `<div class="shell-bar">${language}<button type="button" class="shell-menu-toggle" aria-expanded="false" aria-controls="shell-menu"><span class="shell-menu-icon" aria-hidden="true"></span>${escapeHtml(t('app.shell.menu'))}</button></div>` +
    `<nav${attrs({ id: 'shell-menu', class: 'shell-nav', 'aria-label': t('app.shell.mainNav') })}>${headerButtons(page)}<div class="shell-tools">` +
    `<span${attrs({ class: 'shell-user', title: page.userName })}>${escapeHtml(t('app.shell.signedInAs', { name: page.userName }))}</span>` +
    `<button type="button" class="link-button" disabled>${escapeHtml(t('app.shell.signOut'))}</button></div></nav></header>`;
  const subheading = page.subheading ? `<p class="journey-subheading">${escapeHtml(page.subheading)}</p>` : '';
  return (
    `<div${attrs({ 'data-first-paint': routeName })}>` +
    `<a class="skip-link" href="#main">${escapeHtml(t('app.shell.skipToContent'))}</a>${header}` +
    `<main id="main" class="shell-main" tabindex="-1"><div class="journey">${stepper(page)}` +
    `<div class="journey-content"><h1 tabindex="-1">${escapeHtml(page.heading)}</h1>${subheading}${page.form}</div></div></main></div>`
  );
}

/** The default stepper design (src/shell/Stepper.tsx): "Step X of Y" on narrow screens, the numbered list on wide ones. */
function stepper({ stepper: model, locale, basePath, t }: PageInput): string {
  const active = model.steps.find((s) => s.state === 'active');
  const toggle =
    `<button type="button" class="stepper-toggle" aria-expanded="false" aria-controls="first-paint-steps">${escapeHtml(t('app.stepper.stepOf', { current: model.current, total: model.total }))}` +
    `${active ? `<span class="stepper-toggle-title">${escapeHtml(active.title[locale])}</span>` : ''}</button>`;
  const steps = model.steps.map((step) => {
    const title = escapeHtml(step.title[locale]);
    const name = step.state !== 'active' && step.reachable ? `<a${attrs({ href: `${basePath}/${step.routeName}` })}>${title}</a>` : `<span class="stepper-title">${title}</span>`;
    const state = t(`app.stepper.state.${step.state}`) + (step.locked && step.state !== 'active' ? `, ${t('app.stepper.locked')}` : '');
    const subPages = step.subPages.length
      ? `<ul class="stepper-subpages">${step.subPages.map((sub) => `<li${attrs({ class: sub.state, 'aria-current': sub.state === 'active' ? 'page' : undefined })}>${sub.state !== 'active' && sub.reachable ? `<a${attrs({ href: `${basePath}/${sub.routeName}` })}>${escapeHtml(sub.title[locale])}</a>` : escapeHtml(sub.title[locale])}</li>`).join('')}</ul>`
      : '';
    return `<li${attrs({ class: `stepper-step ${step.state}${step.locked ? ' locked' : ''}`, 'aria-current': step.state === 'active' ? 'step' : undefined })}><span class="stepper-number" aria-hidden="true">${step.number}</span>${name}<span class="visually-hidden"> (${escapeHtml(state)})</span>${subPages}</li>`;
  });
  return `<nav${attrs({ class: 'stepper stepper-default', 'aria-label': t('app.stepper.label') })}>${toggle}<ol id="first-paint-steps" class="stepper-list">${steps.join('')}</ol></nav>`;
}

/** src/shell/header/HeaderButtons.tsx and HeaderEntry.tsx: links, outside links, actions, sub-menus (closed). */
function headerButtons({ buttons, basePath, t }: PageInput): string {
  if (buttons.length === 0) return '';
  const control = (item: HeaderItem) => {
    if (item.action === 'support') return `<button type="button" class="shell-button">${escapeHtml(item.label)}</button>`;
    if (item.href) return `<a${attrs({ class: 'shell-button', href: item.href, target: '_blank', rel: 'noopener noreferrer' })}>${escapeHtml(item.label)}<span class="visually-hidden"> ${escapeHtml(t('app.shell.newTab'))}</span></a>`;
    return `<a${attrs({ class: 'shell-button', href: item.route ? `${basePath}/${item.route}` : basePath })}>${escapeHtml(item.label)}</a>`;
  };
  const entries = buttons.map((button, index) => {
    if (!button.submenu?.length) return `<li>${control(button)}</li>`;
    const id = `first-paint-menu-${index}`;
    const items = button.submenu.map((entry) => `<li>${control(entry)}</li>`).join('');
    return `<li><div class="shell-submenu"><button${attrs({ type: 'button', class: 'shell-button', 'aria-expanded': 'false', 'aria-controls': id })}>${escapeHtml(button.label)}<span class="shell-caret" aria-hidden="true"></span></button><ul${attrs({ id, class: 'shell-submenu-list', hidden: true })}>${items}</ul></div></li>`;
  });
  return `<ul class="shell-buttons">${entries.join('')}</ul>`;
}
