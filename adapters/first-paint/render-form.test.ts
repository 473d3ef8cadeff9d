import { describe, expect, it } from 'vitest';
import '../i18n/messages';
import { compileLayout } from '../compile';
import { t } from '../i18n/format';
import { evaluate } from '../rules';
import type { CompileContext, FormData, I18nText, LayoutField, LayoutPage } from '../types';
import { inlineJson } from './html';
import { dateText, renderFirstForm } from './render-form';

const T = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });
const EN: CompileContext = { locale: 'en-CA', program: 'CANLAWYERS', applicationType: 'NEW', role: 'applicant' };

function pageOf(fields: LayoutField[]): LayoutPage {
  return {
    route_name: 'about-you',
    title: T('About you', 'À propos de vous'),
    form_container: {
      rows: [{ sections: [{ name: 'main', title: T('You & <yours>', 'Vous'), fields }] }],
      buttons: [
        { name: 'back', type: 'go_back', label: T('Back', 'Retour') },
        { name: 'continue', type: 'continue', label: T('Continue', 'Continuer') },
      ],
    },
  };
}

const FIELDS: LayoutField[] = [
  { name: 'name', type: 'textbox', label: T('Name <b>bold</b>', 'Nom'), tooltip: T('As on "your" card', 'Comme sur la carte') },
  { name: 'kind', type: 'radio', label: T('Kind', 'Genre'), options: [{ key: 'a', value: T('A & co', 'A') }, { key: 'b', value: T('B', 'B') }] },
  { name: 'firm', type: 'textbox', label: T('Firm', 'Cabinet'), rules: { visible: { '==': [{ var: 'kind' }, 'b'] } } },
  { name: 'province', type: 'dropdown', label: T('Province', 'Province'), options: [{ key: 'ON', value: T('Ontario', 'Ontario') }, { key: 'QC', value: T('Quebec', 'Québec') }] },
  { name: 'start', type: 'calendar', label: T('Start', 'Début') },
];

function render(fields: LayoutField[], data: FormData, context: CompileContext = EN, hasPrevious = true) {
  const compiled = compileLayout(pageOf(fields), context);
  return renderFirstForm({ compiled, evaluation: evaluate(compiled, data), data, t: (id, values) => t(context.locale, id, values), hasPrevious });
}

describe('renderFirstForm', () => {
  it('draws the fields the rules show, with their saved values, every text escaped', () => {
    const html = render(FIELDS, { name: 'O\'Brien <x>', kind: 'a', province: 'QC', start: '2026-12-31' })!;
    expect(html).toContain('<label id="root.name__label" for="root.name" class="jf-label">Name &lt;b&gt;bold&lt;/b&gt;</label>');
    expect(html).toContain('value="O&#39;Brien &lt;x&gt;"');
    expect(html).toContain('<p id="root.name__tooltip" class="jf-tooltip" hidden>As on &quot;your&quot; card</p>');
    expect(html).toContain('<h2 class="jf-section-title">You &amp; &lt;yours&gt;</h2>');
    expect(html).toContain('<input type="radio" id="root.kind-0" name="root.kind" value="a" checked>');
    expect(html).toContain('<span class="jf-choice-text">A &amp; co</span>');
    expect(html).toContain('<option value="QC" selected>Quebec</option>');
    expect(html).toContain('value="31/12/2026"');
    // hidden by its display rule for these answers
    expect(html).not.toContain('root.firm');
    expect(html).not.toMatch(/<(?!\/?(div|form|section|h2|label|span|input|button|p|select|option|svg|rect|path)\b)[a-z]/);
  });

  it('shows a field once the answers its rule reads say so', () => {
    expect(render(FIELDS, { kind: 'b' })).toContain('<input id="root.firm"');
  });

  it('speaks the page’s language', () => {
    const html = render(FIELDS, {}, { ...EN, locale: 'fr-CA' })!;
    expect(html).toContain('>Nom</label>');
    expect(html).toContain('placeholder="JJ/MM/AAAA"');
    expect(html).toContain('<option value="">Sélectionner…</option>'.replace('Sélectionner…', t('fr-CA', 'widgets.core.select')));
  });

  it('offers no way to submit: Continue is disabled, Back shows only when there is a previous step', () => {
    expect(render(FIELDS, {})).toContain('<div class="jf-actions step-buttons"><button type="button" class="button secondary" disabled>Back</button><button type="submit" class="button" disabled>Continue</button></div>');
    expect(render(FIELDS, {}, EN, false)).not.toContain('>Back<');
  });

  it('knows only text, number, dropdown, radio and date fields: any other widget means no pre-render', () => {
    expect(render([...FIELDS, { name: 'agree', type: 'checkbox', label: T('I agree', "J'accepte") }], {})).toBeUndefined();
    expect(render([{ name: 'pilots', type: 'multifieldv2', label: T('Pilots', 'Pilotes'), components: [{ name: 'p', type: 'textbox', label: T('P', 'P') }] } as LayoutField], {})).toBeUndefined();
  });
});

describe('dateText and inlineJson', () => {
  it('writes an ISO date in the field’s format, anything else as typed', () => {
    expect(dateText('2026-01-02', 'dd/mm/yyyy')).toBe('02/01/2026');
    expect(dateText('2026-01-02', 'yyyy-mm-dd')).toBe('2026-01-02');
    expect(dateText('31/02', 'dd/mm/yyyy')).toBe('31/02');
  });

  it('inlines JSON with no < and no JavaScript line separators', () => {
    expect(inlineJson({ a: '</script><!--', b: '\u2028' })).toBe('{"a":"\\u003c/script>\\u003c!--","b":"\\u2028"}');
    expect(JSON.parse(inlineJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});
