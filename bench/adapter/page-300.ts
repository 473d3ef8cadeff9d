/** A generated 300-field layout page with answers: the validatePage workload of the adapter benchmark. */
import type { FormData, I18nText, LayoutField, LayoutPage } from '../../adapters/types';

const T = (en: string, fr: string): I18nText => ({ 'en-CA': en, 'fr-CA': fr });
const required = { name: 'required' as const };

/** Every fifth field a yes/no question; the four after it show only when it is "y". */
function field(i: number): LayoutField {
  const name = `f${i}`;
  const label = T(`Question ${i}`, `Question ${i}`);
  const parent = `f${i - (i % 5)}`;
  const rule = i % 5 === 0 ? [] : [{ key: 'parent', value: parent }, { key: 'equals', value: 'y' }];
  switch (i % 5) {
    case 0:
      return { name, type: 'radiosliderv2', label, validations: [required] };
    case 1:
      return { name, type: 'textbox', label, tags: [...rule, { key: 'transform', value: 'trim' }], validations: [required, { name: 'maxLength', params: { value: 40 } }] };
    case 2:
      return { name, type: 'textbox', label, tags: [...rule, { key: 'format', value: 'currency' }, { key: 'min', value: 0 }], validations: [required] };
    case 3:
      return { name, type: 'dropdown', label, tags: rule, options: ['a', 'b', 'c'].map((k) => ({ key: k, value: T(k, k) })), validations: [required] };
    default:
      return { name, type: 'calendar', label, tags: rule, minimumDate: '2000-01-01', maximumDate: '$date', validations: [required] };
  }
}

export function page300(): LayoutPage {
  const fields = Array.from({ length: 300 }, (_, i) => field(i));
  const sections = Array.from({ length: 10 }, (_, s) => ({ name: `s${s}`, title: T(`Part ${s}`, `Partie ${s}`), fields: fields.slice(s * 30, s * 30 + 30) }));
  return { route_name: 'bench-300', title: T('Benchmark', 'Banc d’essai'), form_container: { rows: sections.map((section) => ({ sections: [section] })) } };
}

/** Answers for every field, all valid, every conditional question shown. */
export function answers300(): FormData {
  const data: FormData = {};
  for (let i = 0; i < 300; i++) {
    data[`f${i}`] = [`y`, ` answer ${i} `, 1000 + i, 'b', '2020-02-29'][i % 5];
  }
  return data;
}
