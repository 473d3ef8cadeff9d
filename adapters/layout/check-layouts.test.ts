import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { I18nText, LayoutProblem } from '../types';
import { checkLayouts, type LayoutSource } from './check-layouts';
import { classifyLayoutFile } from './layout-files';

const line = (p: LayoutProblem) => `${p.file}: ${p.path}: ${p.message}`;
const T = (en: string, fr: string) => ({ 'en-CA': en, 'fr-CA': fr });
const PAGE = 'schemas/programs/CANACCT/pages/personal-details.json';
const JOURNEY = 'schemas/programs/CANACCT/journey.json';

function page(fields: unknown[], route = 'personal-details') {
  return { route_name: route, title: T('Personal details', 'Renseignements personnels'), form_container: { rows: [{ sections: [{ fields }] }] } };
}
const firstName = { name: 'first_name', type: 'textbox', label: T('First name', 'Prénom') };
const journey = (...routes: string[]) => ({
  client: 'CANACCT',
  program_path: 'accountants',
  links: routes.map((route_name) => ({ route_name, nav_title: T('Step', 'Étape'), category: 'about-you' })),
});
const src = (path: string, value: unknown): LayoutSource => ({ path, text: JSON.stringify(value, null, 2) });
const problemsOf = (files: LayoutSource[]) => checkLayouts(files).problems.map(line);
const at = '$.form_container.rows[0].sections[0].fields';

describe('checkLayouts: broken layouts, one line each', () => {
  it('invalid JSON: names the line and column', () => {
    const text = '{\n  "route_name": "personal-details",\n  "title": {"en-CA": "A", "fr-CA": "B"}\n  "form_container": {"rows": []}\n}\n';
    expect(problemsOf([{ path: PAGE, text }])).toEqual([
      `${PAGE}: $: invalid JSON at line 3, column 40: expected ',' or '}' after a property value`,
    ]);
  });

  it('unknown field type', () => {
    expect(problemsOf([src(PAGE, page([firstName, { name: 'email', type: 'emailbox', label: T('E-mail', 'Courriel') }]))])).toEqual([
      `${PAGE}: ${at}[1].type: unknown field type "emailbox" in field "email"; known types: textbox, dropdown, radio, radio card, radiosliderv2, ` +
        'custom-radio-slider, checkbox, multicheckbox, calendar, typeahead, registration-mark, markdowntext, dynamiclink, multifieldv2, split-percentage, custom-tab, ' +
        'custom-accordion, coverage-tile, insurance-tile, finance-tile, radio-dropdown, terms-box, answer, attachments',
    ]);
  });

  it('validation params the check does not read, or of the wrong kind', () => {
    const seats = {
      name: 'seats',
      type: 'textbox',
      label: T('Seats', 'Sièges'),
      tags: [{ key: 'number', value: true }],
      validations: [
        { name: 'range', params: { value: 3 } },
        { name: 'required', params: { strict: true } },
        { name: 'pattern', params: { pattern: '^\\d+$', flags: 'i' } },
        { name: 'maxDate', params: { max: 'tomorrow' } },
      ],
    };
    expect(problemsOf([src(PAGE, page([seats]))])).toEqual([
      `${PAGE}: ${at}[0].validations[0].params.value: range does not read a param "value"; it reads: min, max, dialog`,
      `${PAGE}: ${at}[0].validations[1].params.strict: required does not read a param "strict"; it reads: dialog`,
      `${PAGE}: ${at}[0].validations[3].params.max: must be a date written yyyy-MM-dd, or $date for today`,
    ]);
  });

  describe('links that would run code', () => {
    const link = (href: string) => ({ name: 'privacy_link', type: 'dynamiclink', label: T('Privacy', 'Confidentialité'), tags: [{ key: 'target', value: '_blank' }, { key: 'href', value: href }] });
    const note = (en: string, fr = 'Voir le [site](https://example.ca).') => ({ name: 'note', type: 'markdowntext', markdownText: { 'en-CA': en, 'fr-CA': fr } });
    const unsafe = (href: string, where: string) => `link ${JSON.stringify(href)} ${where} is unsafe: javascript:, vbscript: and data: addresses are not allowed`;
    const inLink = 'in field "privacy_link"';
    const inNote = 'in the markdown of field "note"';

    it.each([
      ['dynamiclink javascript:', link('javascript:alert(1)'), `${at}[0].tags[1]`, unsafe('javascript:alert(1)', inLink)],
      ['dynamiclink in capitals with spaces', link('  JavaScript:alert(1)'), `${at}[0].tags[1]`, unsafe('  JavaScript:alert(1)', inLink)],
      ['dynamiclink with a tab inside the scheme', link('java\tscript:alert(1)'), `${at}[0].tags[1]`, unsafe('java\tscript:alert(1)', inLink)],
      ['dynamiclink with character references', link('&#106;avascript&colon;alert(1)'), `${at}[0].tags[1]`, unsafe('&#106;avascript&colon;alert(1)', inLink)],
      ['dynamiclink data:', link('data:text/html;base64,PHNjcmlwdD4='), `${at}[0].tags[1]`, unsafe('data:text/html;base64,PHNjcmlwdD4=', inLink)],
      ['dynamiclink vbscript:', link('vbscript:msgbox(1)'), `${at}[0].tags[1]`, unsafe('vbscript:msgbox(1)', inLink)],
      ['markdown inline link', note('Read [our terms](javascript:alert(1)) first.'), `${at}[0].markdownText["en-CA"]`, unsafe('javascript:alert(1', inNote)],
      ['markdown autolink', note('See <javascript:alert(1)>.'), `${at}[0].markdownText["en-CA"]`, unsafe('javascript:alert(1)', inNote)],
      ['markdown reference link', note('See [terms][t].\n\n[t]: vbscript:run'), `${at}[0].markdownText["en-CA"]`, unsafe('vbscript:run', inNote)],
      ['HTML in markdown', note('Click <a href="data:text/html,x">here</a>.'), `${at}[0].markdownText["en-CA"]`, unsafe('data:text/html,x', inNote)],
    ])('%s', (_name, field, path, message) => {
      expect(problemsOf([src(PAGE, page([field]))])).toEqual([`${PAGE}: ${path}: ${message}`]);
    });

    it('in the French text and on a link button too', () => {
      const withButton = { ...page([note('Fine [link](https://example.ca/a).', 'Voir [ceci](javascript:void(0)).')]) };
      withButton.form_container = { ...withButton.form_container, buttons: [{ name: 'help', type: 'link', label: T('Help', 'Aide'), href: 'javascript:help()' }] } as never;
      expect(problemsOf([src(PAGE, withButton)])).toEqual([
        `${PAGE}: ${at}[0].markdownText["fr-CA"]: ${unsafe('javascript:void(0', inNote)}`,
        `${PAGE}: $.form_container.buttons[0].href: ${unsafe('javascript:help()', 'of button "help"')}`,
      ]);
    });

    it.each(['https://example.ca/privacy', '/privacy', '#terms', 'mailto:help@example.ca', 'tel:+18005550199', 'datasheet.pdf', 'javascript-guide.html'])('%s is fine', (href) => {
      expect(problemsOf([src(PAGE, page([link(href), note(`[x](${href}) and <${href}>`)]))])).toEqual([]);
    });
  });

  it('text missing its French, in a label and in an option', () => {
    const province = { name: 'province', type: 'dropdown', label: { 'en-CA': 'Province' }, options: [{ key: 'QC', value: { 'en-CA': 'Quebec', 'fr-CA': '' } }] };
    expect(problemsOf([src(PAGE, page([province]))])).toEqual([
      `${PAGE}: ${at}[0].label: missing fr-CA text`,
      `${PAGE}: ${at}[0].options[0].value["fr-CA"]: empty fr-CA text`,
    ]);
  });

  it('a plain string where people read text', () => {
    expect(problemsOf([src(PAGE, { ...page([firstName]), title: 'Personal details' })])).toEqual([
      `${PAGE}: $.title: must be text in both languages: {"en-CA": "...", "fr-CA": "..."}`,
    ]);
  });

  it('duplicate field name, also inside a panel', () => {
    const panel = { name: 'more', type: 'custom-accordion', label: T('More', 'Plus'), components: [firstName] };
    expect(problemsOf([src(PAGE, page([firstName, panel]))])).toEqual([
      `${PAGE}: ${at}[1].components[0].name: duplicate field name "first_name" (also at ${at}[0])`,
    ]);
  });

  it('a rule naming a field that does not exist', () => {
    const details = { name: 'details', type: 'textbox', label: T('Details', 'Détails'), rules: { visible: { '==': [{ var: 'has_claim' }, 'y'] } } };
    expect(problemsOf([src(PAGE, page([{ name: 'has_claims', type: 'radiosliderv2', label: T('Claims?', 'Sinistres?') }, details]))])).toEqual([
      `${PAGE}: ${at}[1].rules.visible: rule names "has_claim", which is not a field of this page`,
    ]);
  });

  it('a display-rule parent tag naming a field that does not exist', () => {
    const details = { name: 'details', type: 'textbox', label: T('Details', 'Détails'), tags: [{ key: 'parent', value: 'claims' }, { key: 'equals', value: 'y' }] };
    expect(problemsOf([src(PAGE, page([details]))])).toEqual([`${PAGE}: ${at}[0].tags[0]: display rule parent "claims" is not a field of this page`]);
  });

  it('a look-up whose fills tag names a field that is not beside it', () => {
    const mark = { name: 'registration', type: 'registration-mark', label: T('Mark', 'Marque'), tags: [{ key: 'fills', value: 'make_model:COMMON_NAME, modle:COMMON_NAME' }] };
    const aircraft = { name: 'aircraft', type: 'multifieldv2', label: T('Aircraft', 'Aéronef'), components: [mark, { name: 'make_model', type: 'textbox', label: T('Make', 'Marque') }] };
    expect(problemsOf([src(PAGE, page([aircraft]))])).toEqual([`${PAGE}: ${at}[0].components[0].tags[0]: tag fills names "modle", which is not a field beside "registration"`]);
  });

  it('inside a multi-field a rule must name components as list.*.name', () => {
    const pilots = {
      name: 'pilots',
      type: 'multifieldv2',
      label: T('Pilot', 'Pilote'),
      components: [
        { name: 'licensed', type: 'checkbox', label: T('Licensed', 'Breveté') },
        { name: 'licence', type: 'textbox', label: T('Licence', 'Licence'), rules: { visible: { and: [{ var: 'licensed' }, { var: 'pilots.*.licensed' }, { var: 'pilots.0.licence' }] } } },
        { name: 'hours', type: 'textbox', label: T('Hours', 'Heures'), rules: { disabled: { var: 'pilots.*.hour' } } },
      ],
    };
    expect(problemsOf([src(PAGE, page([pilots]))])).toEqual([
      `${PAGE}: ${at}[0].components[1].rules.visible: rule names "licensed", which is not a field of this page (inside a multi-field, write "pilots.*.licensed")`,
      `${PAGE}: ${at}[0].components[2].rules.disabled: rule names "pilots.*.hour", which is not a field of this page`,
    ]);
  });

  it('accepts rules reading inside an object answer', () => {
    const address = { name: 'address', type: 'typeahead', label: T('Address', 'Adresse') };
    const city = { name: 'city', type: 'textbox', label: T('City', 'Ville'), rules: { value: { var: 'address.value' } } };
    expect(problemsOf([src(PAGE, page([address, city]))])).toEqual([]);
  });

  it('$answers.<field> reads an answer another page of the program asks; the page itself or a typo does not count', () => {
    const OTHER = 'schemas/programs/CANACCT/pages/coverage.json';
    const coverage = page([{ name: 'coverage_type', type: 'radio', label: T('Coverage', 'Protection'), options: [{ key: 'hull', value: T('Hull', 'Corps') }] }], 'coverage');
    const hull = (name: string) => ({ name: 'hull_value', type: 'textbox', label: T('Hull value', 'Valeur'), rules: { visible: { '==': [{ var: name }, 'hull'] } } });
    const byTag = { name: 'hull_note', type: 'textbox', label: T('Note', 'Note'), tags: [{ key: 'parent', value: '$answers.coverage_type' }, { key: 'equals', value: 'hull' }] };
    const good = checkLayouts([src(OTHER, coverage), src(PAGE, page([hull('$answers.coverage_type'), byTag]))]);
    expect(good.problems).toEqual([]);
    expect(good.pages.map((p) => p.page.route_name).sort()).toEqual(['coverage', 'personal-details']);
    const typo = checkLayouts([src(OTHER, coverage), src(PAGE, page([hull('$answers.coverge_type'), { name: 'own', type: 'textbox', label: T('Own', 'Propre'), rules: { visible: { var: '$answers.own' } } }]))]);
    expect(typo.problems.map(line)).toEqual([
      `${PAGE}: ${at}[0].rules.visible: reads "$answers.coverge_type", but no other page of CANACCT asks "coverge_type"`,
      `${PAGE}: ${at}[1].rules.visible: reads "$answers.own", but no other page of CANACCT asks "own"`,
    ]);
    // a page reading an answer nobody asks is not served
    expect(typo.pages.map((p) => p.page.route_name)).toEqual(['coverage']);
  });

  it('a quote page’s tag preferred_limit_field names an answer another page asks', () => {
    const QUOTE = 'schemas/programs/CANACCT/pages/quote-final.json';
    const limit = page([{ name: 'professional_liability_limit', type: 'dropdown', label: T('Limit', 'Limite'), options: [{ key: '1000000', value: T('$1,000,000', '1 000 000 $') }] }]);
    const quote = (field: string) => ({ ...page([firstName], 'quote-final'), tags: [{ key: 'preferred_limit_field', value: field }] });
    expect(problemsOf([src(PAGE, limit), src(QUOTE, quote('professional_liability_limit'))])).toEqual([]);
    expect(problemsOf([src(PAGE, limit), src(QUOTE, quote('liability_limit'))])).toEqual([
      `${QUOTE}: $.tags[0]: tag preferred_limit_field names "liability_limit", but no other page of CANACCT asks "liability_limit"`,
    ]);
  });

  it('title rules (nav_title_rules, title_rules) read answers some page of the program asks', () => {
    const fraud = (name: string) => ({ when: { '==': [{ var: name }, 'n'] }, nav_title: T('Fraud coverage', 'Garantie contre la fraude') });
    const titled = (name: string) => ({ ...journey('personal-details'), links: [{ ...journey('personal-details').links[0], nav_title_rules: [fraud(name)] }] });
    const titledPage = (name: string) => ({ ...page([firstName]), title_rules: [{ when: { var: name }, title: T('Named', 'Nommé') }] });
    expect(problemsOf([src(JOURNEY, titled('first_name')), src(PAGE, titledPage('first_name'))])).toEqual([]);
    const check = checkLayouts([src(JOURNEY, titled('frist_name')), src(PAGE, titledPage('fraud_page_rule'))]);
    expect(check.problems.map(line)).toEqual([
      `${JOURNEY}: $.links[0].nav_title_rules[0].when: title rule reads "frist_name", but no page of CANACCT asks it`,
      `${PAGE}: $.title_rules[0].when: title rule reads "fraud_page_rule", but no page of CANACCT asks it`,
    ]);
    expect([check.pages.length, check.journeys.length]).toEqual([0, 0]);
  });

  it('a journey link to a missing page', () => {
    expect(problemsOf([src(JOURNEY, journey('personal-details', 'coverage-eo')), src(PAGE, page([firstName]))])).toEqual([
      `${JOURNEY}: $.links[1].route_name: no page "coverage-eo" in programs/CANACCT/pages (expected programs/CANACCT/pages/coverage-eo.json)`,
    ]);
  });

  it('a quick-quote journey: its links may show a page of the full journey (tag page), which must exist', () => {
    const QQ = 'schemas/programs/CANACCT/quick-quote-journey.json';
    const qq = journey('details', 'premium');
    qq.links[0] = { ...qq.links[0]!, tags: [{ key: 'page', value: 'personal-details' }] } as never;
    const check = checkLayouts([src(QQ, qq), src(PAGE, page([firstName]))]);
    expect(check.problems.map(line)).toEqual([
      `${QQ}: $.links[1].route_name: no page "premium" in programs/CANACCT/pages (expected programs/CANACCT/pages/premium.json)`,
    ]);
    qq.links[1] = { ...qq.links[1]!, tags: [{ key: 'page', value: 'premium-page' }] } as never;
    expect(problemsOf([src(QQ, qq), src(PAGE, page([firstName]))])).toEqual([
      `${QQ}: $.links[1].tags: no page "premium-page" in programs/CANACCT/pages (expected programs/CANACCT/pages/premium-page.json)`,
    ]);
    expect(classifyLayoutFile(QQ)).toEqual({ kind: 'journey', program: 'CANACCT', quickQuote: true });
  });

  it('two journey steps saving into one progress state', () => {
    const twice = journey('personal-details', 'personal_details');
    const pages = [src(PAGE, page([firstName])), src('schemas/programs/CANACCT/pages/personal_details.json', page([firstName], 'personal_details'))];
    expect(problemsOf([src(JOURNEY, twice), ...pages])).toEqual([
      `${JOURNEY}: $.links[1]: step "personal_details" saves into progress state "PERSONAL_DETAILS" as step "personal-details" does: give it a progress_state tag of its own`,
    ]);
  });

  it('a route_name that is not the file name', () => {
    expect(problemsOf([src(PAGE, page([firstName], 'personal-detail'))])).toEqual([
      `${PAGE}: $.route_name: route_name "personal-detail" does not match the file name personal-details.json`,
    ]);
  });

  it('schema problems: unknown property, wrong validation name, bad journey tag', () => {
    const field = { ...firstName, lable: T('x', 'y'), validations: [{ name: 'requird' }] };
    const badJourney = journey('personal-details');
    badJourney.links[0] = { ...badJourney.links[0]!, tags: [{ key: 'hidden', value: true }] } as never;
    expect(problemsOf([src(PAGE, page([field])), src(JOURNEY, badJourney)])).toEqual([
      `${PAGE}: ${at}[0].lable: unknown property "lable"`,
      `${PAGE}: ${at}[0].validations[0].name: must be one of: required, pattern, minLength, maxLength, ineligibleValue, duplicate, oneRequired, ` +
        'multipleRequired, dependentPair, range, fullName, date, minDate, maxDate, dateRange, disabledDays, splitTotal',
      `${JOURNEY}: $.links[0].tags[0].key: must be one of: child_page, show_child, hidden_in_stepper, not_allowed_types, skip_for_types, lock, progress_state, page`,
    ]);
  });
});

describe('checkLayouts: what it returns', () => {
  it('never throws, whatever the files hold', () => {
    const odd = ['null', '[]', '"text"', '{"form_container": {"rows": [null, {"sections": [{"fields": [null, 3, {"name": 1}]}]}]}}', ''];
    const result = checkLayouts(odd.map((text, i) => ({ path: `programs/X/pages/p${i}.json`, text })));
    expect(result.pages).toEqual([]);
    expect(result.problems.filter((p) => p.file === 'programs/X/pages/p4.json').map((p) => p.message)).toEqual([
      'invalid JSON at line 1, column 1: the file ends where a value was expected',
    ]);
    expect(result.problems.find((p) => p.file === 'programs/X/pages/p0.json')?.message).toBe('must be object');
  });

  it('returns the good pages and journeys only, and counts pages and fields', () => {
    const good = page([firstName, { name: 'pilots', type: 'multifieldv2', label: T('P', 'P'), components: [firstName] }]);
    const result = checkLayouts([
      src(PAGE, good),
      src('schemas/programs/CANACCT/pages/broken.json', page([{ name: 'x', type: 'nope' }], 'broken')),
      src(JOURNEY, journey('personal-details', 'broken')),
    ]);
    expect(result.pages).toEqual([{ file: PAGE, program: 'CANACCT', page: good }]);
    expect(result.journeys.map((j) => j.file)).toEqual([JOURNEY]);
    expect(result.stats).toEqual({ pages: 2, fields: 4, rules: 0, popups: 0, fixtures: 0 });
  });

  it('reads only journeys, pages and fixtures, not rating plans or content', () => {
    const files = ['schemas/programs/CANACCT/rating.json', 'schemas/content/en-CA/app.json', 'schemas/layout.schema.json'];
    const result = checkLayouts(files.map((path) => ({ path, text: '{ not json' })));
    expect(result).toEqual({ pages: [], journeys: [], problems: [], warnings: [], stats: { pages: 0, fields: 0, rules: 0, popups: 0, fixtures: 0 } });
    expect(classifyLayoutFile('schemas/fixtures/_examples/applicant-details/valid.json')).toEqual({ kind: 'fixture', program: '_examples', route: 'applicant-details' });
    expect(classifyLayoutFile('C:\\repo\\schemas\\programs\\CANWINGS\\pages\\quote.json')).toEqual({ kind: 'page', program: 'CANWINGS', route: 'quote' });
  });
});

describe('checkLayouts: warnings for numbers that do not say their kind', () => {
  const number = (name: string, label: I18nText, tags: { key: string; value: string | number | boolean }[] = [{ key: 'number', value: true }], extra = {}) =>
    ({ name, type: 'textbox', label, tags, ...extra });
  const warningsOf = (fields: unknown[]) => {
    const result = checkLayouts([src(PAGE, page(fields))]);
    expect(result.problems).toEqual([]);
    return result.warnings.map(line);
  };

  it('a number that looks like a year, by its name, its label or its bounds', () => {
    expect(
      warningsOf([
        number('model_year', T('Built', 'Construit')),
        number('called', T('Year called to the bar', 'Année d’admission au barreau')),
        number('since', T('Since', 'Depuis'), [{ key: 'number', value: true }], { validations: [{ name: 'range', params: { min: 1950, max: 2100 } }] }),
      ]),
    ).toEqual([
      `${PAGE}: ${at}[0].tags: number field "model_year" looks like a year: add tag format: year so it reads 2008, not 2,008`,
      `${PAGE}: ${at}[1].tags: number field "called" looks like a year: add tag format: year so it reads 2008, not 2,008`,
      `${PAGE}: ${at}[2].tags: number field "since" looks like a year: add tag format: year so it reads 2008, not 2,008`,
    ]);
  });

  it('a number that looks like an identifier', () => {
    expect(warningsOf([number('licence_no', T('Licence', 'Licence'))])).toEqual([
      `${PAGE}: ${at}[0].tags: number field "licence_no" looks like an identifier: use tag format: identifier (and no tag number) so it is never shown as an amount`,
    ]);
  });

  it('nothing for a declared kind, an amount, a count or text', () => {
    expect(
      warningsOf([
        number('model_year', T('Year built', 'Année de construction'), [{ key: 'format', value: 'year' }]),
        number('billings', T('Gross billings for your last fiscal year', 'Honoraires bruts du dernier exercice'), [{ key: 'format', value: 'currency' }]),
        number('years_in_practice', T('Years in practice', 'Années d’exercice')),
        { name: 'law_society_number', type: 'textbox', label: T('Law society member number', 'Numéro de membre du barreau') },
      ]),
    ).toEqual([]);
  });
});

describe('checkLayouts: a warning for a label that is a sentence', () => {
  const confirm = (extra = {}) => ({ name: 'qa_confirm', type: 'checkbox', label: T('I confirm that the information is true.', 'Je confirme que les renseignements sont véridiques.'), ...extra });
  it('without an error_label, so error lists would repeat the sentence; none with one, nor for a question or a text', () => {
    const warningsOf = (fields: unknown[]) => checkLayouts([src(PAGE, page(fields))]).warnings.map(line);
    expect(warningsOf([confirm()])).toEqual([
      `${PAGE}: ${at}[0].label: the label of "qa_confirm" is a sentence: give the field an error_label (a short name, e.g. Confirmation) for the lists of errors`,
    ]);
    expect(warningsOf([confirm({ error_label: T('Confirmation', 'Confirmation') })])).toEqual([]);
    expect(warningsOf([{ name: 'who', type: 'radio', label: T('Who is the named insured?', 'Qui est l’assuré désigné?') }])).toEqual([]);
    expect(warningsOf([{ name: 'note', type: 'markdowntext', label: T('Read this.', 'Lisez ceci.'), markdownText: T('Text', 'Texte') }])).toEqual([]);
  });
});

describe('the layouts in schemas/', () => {
  const root = join(__dirname, '../..');
  const list = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(join(dir, e.name)) : [join(dir, e.name)]));
  const files = list(join(root, 'schemas/programs')).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
  const result = checkLayouts(files);

  it('all pass checkLayouts, without warnings', () => {
    expect(result.problems.map(line)).toEqual([]);
    expect(result.warnings.map(line)).toEqual([]);
    expect(result.pages.length).toBe(result.stats.pages);
  });

  it('the examples use every field type', async () => {
    const { FIELD_TYPE_NAMES } = await import('../field-types/registry');
    const used = new Set<string>();
    const walk = (fields: { type: string; components?: unknown[] }[] | undefined) =>
      fields?.forEach((f) => (used.add(f.type), walk(f.components as never)));
    for (const p of result.pages.filter((p) => p.program === '_examples')) p.page.form_container.rows.forEach((r) => r.sections.forEach((s) => walk(s.fields)));
    expect(FIELD_TYPE_NAMES.filter((t) => !used.has(t))).toEqual([]);
  });
});

describe('checkLayouts: popups', () => {
  const choice = {
    name: 'cyber_choice',
    type: 'answer',
    options: [
      { key: 'accepted', value: T('Added', 'Ajoutée') },
      { key: 'declined', value: T('Declined', 'Refusée') },
    ],
  };
  const lastName = { name: 'last_name', type: 'textbox', label: T('Last name', 'Nom'), validations: [{ name: 'fullName', params: { fields: ['first_name', 'last_name'], dialog: 'nameEror' } }] };
  const popup = (extra: Record<string, unknown>) => ({
    id: 'cyberOffer',
    trigger: 'continue',
    title: T('Cyber?', 'Cyber?'),
    message: T('Add **cyber**?', 'Ajouter le **cyber**?'),
    buttons: [{ id: 'add', label: T('Add', 'Ajouter'), set: { cyber_choice: 'accepted' }, then: 'continue' }],
    ...extra,
  });
  const withPopups = (fields: unknown[], popups: unknown[]) => ({ ...page(fields), popups });

  it('a dialog naming no popup, a set of an unknown field or key, a change popup watching no field, a when reading no field', () => {
    const popups = [
      popup({ buttons: [{ id: 'add', label: T('Add', 'Ajouter'), set: { cyber_chioce: 'accepted', cyber_choice: 'maybe' }, then: 'continue' }] }),
      popup({ id: 'premises', trigger: 'change', field: 'has_premisses', when: { '==': [{ var: 'has_premises' }, 'y'] } }),
    ];
    expect(problemsOf([src(PAGE, withPopups([firstName, lastName, choice], popups))])).toEqual([
      `${PAGE}: ${at}[1].validations[0].params.dialog: dialog "nameEror" is not a popup of this page; its popups: cyberOffer, premises`,
      `${PAGE}: $.popups[0].buttons[0].set.cyber_chioce: button "add" sets "cyber_chioce", which is not an answer of this page`,
      `${PAGE}: $.popups[0].buttons[0].set.cyber_choice: button "add" sets "cyber_choice" to "maybe", which is not one of its options: accepted, declined`,
      `${PAGE}: $.popups[1].field: popup "premises" watches "has_premisses", which is not an answer of this page`,
      `${PAGE}: $.popups[1].when: popup "premises" reads "has_premises", which is not a field of this page`,
    ]);
  });

  it('a dialog on a page without popups, two popups with one id, a change popup without its field', () => {
    expect(problemsOf([src(PAGE, page([firstName, lastName]))])).toEqual([
      `${PAGE}: ${at}[1].validations[0].params.dialog: dialog "nameEror" is not a popup of this page (it has no popups)`,
    ]);
    expect(problemsOf([src(PAGE, withPopups([firstName, choice], [popup({}), popup({ trigger: 'change' })]))])).toEqual([
      `${PAGE}: $.popups[1]: missing property "field"`,
      `${PAGE}: $.popups[1].id: popup id "cyberOffer" is used twice (also $.popups[0])`,
    ]);
  });

  it('a popup reading another page answer no page asks', () => {
    const reads = withPopups([firstName, choice], [popup({ when: { '==': [{ var: '$answers.coverage_typ' }, 'hull'] } })]);
    expect(problemsOf([src(PAGE, reads)])).toEqual([`${PAGE}: $.popups[0].when: reads "$answers.coverage_typ", but no other page of CANACCT asks "coverage_typ"`]);
  });

  it('warns when a popup a validation opens also has a trigger', () => {
    const result = checkLayouts([src(PAGE, withPopups([firstName, lastName], [popup({ id: 'nameEror', buttons: [{ id: 'ok', label: T('OK', 'OK'), then: 'close' }] })]))]);
    expect(result.problems).toEqual([]);
    expect(result.warnings.map(line)).toEqual([
      `${PAGE}: $.popups[0].trigger: popup "nameEror" opens when a validation names it, and also on continue whenever its when holds: leave out its trigger if only the validation should open it`,
    ]);
  });

  it('counts popups and rules (field and option rules, display rules written with tags)', () => {
    const shown = { ...firstName, name: 'nick', tags: [{ key: 'parent', value: 'first_name' }, { key: 'equals', value: 'Jo' }], rules: { visible: true, disabled: false } };
    const good = withPopups([firstName, shown, choice], [popup({}), popup({ id: 'other', when: { '!': { var: 'nick' } } })]);
    expect(checkLayouts([src(PAGE, good)])).toMatchObject({ problems: [], stats: { pages: 1, fields: 3, rules: 3, popups: 2, fixtures: 0 } });
  });
});

describe('checkLayouts: value rules in a circle (A sets B sets A)', () => {
  it('names the file, the rule and the circle', () => {
    const a = { name: 'a', type: 'textbox', label: T('A', 'A'), tags: [{ key: 'number', value: true }], rules: { value: { '+': [{ var: 'b' }, 1] } } };
    const b = { name: 'b', type: 'textbox', label: T('B', 'B'), tags: [{ key: 'number', value: true }], rules: { value: { '+': [{ var: 'a' }, 1] } } };
    expect(problemsOf([src(PAGE, page([a, b]))])).toEqual([`${PAGE}: ${at}[0].rules.value: value rules depend on each other in a circle: a → b → a`]);
  });
});

describe('checkLayouts: fixtures', () => {
  const FIXTURE = 'schemas/fixtures/CANACCT/personal-details';
  const required = { ...firstName, validations: [{ name: 'required' }] };
  const lastName = { name: 'last_name', type: 'textbox', label: T('Last name', 'Nom'), validations: [{ name: 'required' }] };

  it('runs each fixture against its page and counts them', () => {
    const result = checkLayouts([
      src(PAGE, page([required, lastName])),
      src(`${FIXTURE}/valid.json`, { data: { first_name: 'Jeanne', last_name: 'Tremblay' }, expect: 'valid' }),
      src(`${FIXTURE}/missing.json`, { data: {}, expect: ['first_name', 'last_name'] }),
    ]);
    expect(result.problems).toEqual([]);
    expect(result.stats.fixtures).toBe(2);
  });

  it('a fixture that no longer matches its page names the fields expected and found in error', () => {
    expect(
      problemsOf([
        src(PAGE, page([required, lastName])),
        src(`${FIXTURE}/was-valid.json`, { data: { first_name: 'Jeanne' }, expect: 'valid' }),
        src(`${FIXTURE}/wrong-field.json`, { data: { last_name: 'Tremblay' }, expect: ['last_name'] }),
      ]),
    ).toEqual([
      `${FIXTURE}/was-valid.json: $.expect: no longer matches ${PAGE}: expected valid; found in error: last_name ("This field is required.")`,
      `${FIXTURE}/wrong-field.json: $.expect: no longer matches ${PAGE}: expected in error: last_name; found in error: first_name ("This field is required.")`,
    ]);
  });

  it('a fixture without its page, not well formed, or without expect', () => {
    expect(
      problemsOf([
        src(PAGE, page([required])),
        src('schemas/fixtures/CANACCT/gone/valid.json', { data: {}, expect: 'valid' }),
        { path: `${FIXTURE}/broken.json`, text: '{ "data": {} "expect": "valid" }' },
        src(`${FIXTURE}/no-expect.json`, { data: {} }),
      ]),
    ).toEqual([
      'schemas/fixtures/CANACCT/gone/valid.json: $: no page programs/CANACCT/pages/gone.json for this fixture',
      `${FIXTURE}/broken.json: $: invalid JSON at line 1, column 13: expected ',' or '}' after a property value`,
      `${FIXTURE}/no-expect.json: $.expect: must be "valid" or a list of the field paths in error`,
    ]);
  });

  it('a fixture of a page with problems is not run: the page is reported', () => {
    expect(problemsOf([src(PAGE, page([{ name: 'x', type: 'nope' }])), src(`${FIXTURE}/valid.json`, { data: {}, expect: 'valid' })]).map((l) => l.split(': ')[0])).toEqual([PAGE]);
  });
});
