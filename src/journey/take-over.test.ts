import { afterEach, describe, expect, it } from 'vitest';
import { prepareFirstPaint, releaseFirstPaintOff, whenAppDrawn } from '../app/first-paint';
import { takeOverFirstPaint } from './take-over';

const STATIC = `<div data-first-paint="about-you"><form data-first-paint-form>
  <input id="root.name" type="text" value="Ann" data-first-paint-kind="text">
  <input id="root.city" type="text" value="Laval" data-first-paint-kind="text">
  <input id="root.year" type="text" data-first-paint-kind="number">
  <input id="root.start" type="text" data-first-paint-kind="date" data-date-format="dd/mm/yyyy">
  <select id="root.province" data-first-paint-kind="select"><option value="">Select…</option><option value="ON">Ontario</option><option value="QC" selected>Quebec</option></select>
  <div id="root.kind" role="radiogroup" data-first-paint-kind="radio"><input type="radio" name="root.kind" value="a"><input type="radio" name="root.kind" value="b"></div>
</form></div>`;

function drawn(path = '/lawyers/en-ca/about-you') {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${STATIC}</div>`;
  const root = document.getElementById('root')!;
  const container = prepareFirstPaint(root);
  const field = (id: string) => document.getElementById(id) as HTMLInputElement & HTMLSelectElement;
  return { root, container, field };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the take-over of the static first paint', () => {
  it('gives the app a hidden element of its own beside the static page', () => {
    const { root, container } = drawn();
    expect(container.parentElement).toBe(root);
    expect(container.hidden).toBe(true);
    expect(root.firstElementChild?.getAttribute('data-first-paint')).toBe('about-you');
  });

  it('carries what changed, as the widgets store it, and the focus with its caret; then the static page goes', () => {
    const { root, container, field } = drawn();
    field('root.name').value = 'Annie';
    field('root.year').value = '2011';
    field('root.start').value = '15/01/2027';
    field('root.province').value = 'ON';
    (document.querySelector('input[value="b"]') as HTMLInputElement).checked = true;
    field('root.name').focus();
    field('root.name').setSelectionRange(3, 3);

    const taken = takeOverFirstPaint('about-you');
    // the city, untouched, is not an answer typed here
    expect(taken).toEqual({ changed: { name: 'Annie', year: 2011, start: '2027-01-15', province: 'ON', kind: 'b' }, focus: { id: 'root.name', start: 3, end: 3 } });
    expect(root.querySelector('[data-first-paint]')).toBeNull();
    expect(container.hidden).toBe(false);
    // once only
    expect(takeOverFirstPaint('about-you')).toBeUndefined();
  });

  it('keeps text that is not a number or a whole date as typed, for validation to name', () => {
    const { field } = drawn();
    field('root.year').value = 'nineteen';
    field('root.start').value = '15/01';
    expect(takeOverFirstPaint('about-you')?.changed).toEqual({ year: 'nineteen', start: '15/01' });
  });

  it('is not another step’s to take, and goes when the app is at another page', () => {
    const { root, container } = drawn();
    expect(takeOverFirstPaint('other-step')).toBeUndefined();
    releaseFirstPaintOff('/lawyers/en-ca/about-you');
    expect(root.querySelector('[data-first-paint]')).not.toBeNull();
    releaseFirstPaintOff('/lawyers/en-ca/login');
    expect(root.querySelector('[data-first-paint]')).toBeNull();
    expect(container.hidden).toBe(false);
  });
});

describe('whenAppDrawn', () => {
  it('waits for the app’s header buttons and a live control of every drawn one, then takes over', async () => {
    window.history.replaceState(null, '', '/lawyers/en-ca/about-you');
    document.body.innerHTML = '<div id="root"><div data-first-paint="about-you"><ul class="shell-buttons"></ul><input id="root.start" data-first-paint-kind="date"></div></div>';
    const container = prepareFirstPaint(document.getElementById('root')!);
    let taken = 0;
    whenAppDrawn(() => taken++);
    const frame = () => new Promise((done) => setTimeout(done, 50));
    await frame();
    expect(taken).toBe(0);
    container.innerHTML = '<ul class="shell-buttons"></ul>';
    await frame();
    // the date field is still loading in the app
    expect(taken).toBe(0);
    container.innerHTML = '<ul class="shell-buttons"></ul><input id="root.start">';
    await frame();
    expect(taken).toBe(1);
  });

  it('takes over at once when the app already shows all of it, and anyway after its wait', () => {
    window.history.replaceState(null, '', '/lawyers/en-ca/about-you');
    document.body.innerHTML = '<div id="root"><div data-first-paint="about-you"></div></div>';
    prepareFirstPaint(document.getElementById('root')!);
    let taken = 0;
    whenAppDrawn(() => taken++);
    expect(taken).toBe(1);
    document.body.innerHTML = '<div id="root"><div data-first-paint="about-you"><ul class="shell-buttons"></ul></div></div>';
    prepareFirstPaint(document.getElementById('root')!);
    let clock = 0;
    whenAppDrawn(() => taken++, () => (clock += 5000));
    expect(taken).toBe(2);
  });
});
