/**
 * docs/requirements.md §4.7: a multi-field item that is invalid, the only one, in a list that is not
 * required, and empty in the stored data is removed (the multifield-required tag is false). The
 * page shows one blank item to start with; left blank in an optional list it means "none", not
 * an error. A list is required when it has a `required` validation or the tag
 * `multifield_required` (also written `isMultifieldRequired`) is true.
 */
import { isTagTrue } from '../tags';
import { isRow, type Row } from '../rules/paths';
import type { CompiledLayout, FieldMeta } from '../types';
import { isEmpty } from './values';

export interface OptionalList {
  path: string;
  /** component name → its meta, to read emptiness as the field type means it */
  components: Map<string, FieldMeta>;
}

export function optionalListsOf(compiled: CompiledLayout): OptionalList[] {
  const fields = Object.values(compiled.meta.fields);
  return fields
    .filter((meta) => meta.type === 'multifieldv2' && !meta.path.includes('.') && !isRequiredList(meta))
    .map((meta) => ({
      path: meta.path,
      components: new Map(fields.filter((f) => f.parent === meta.path).map((f) => [f.name, f])),
    }));
}

function isRequiredList(meta: FieldMeta): boolean {
  return meta.validations.some((v) => v?.name === 'required') || isTagTrue(meta.tags.multifield_required) || isTagTrue(meta.tags.isMultifieldRequired);
}

/** Lists of `data` holding one item with nothing in it. */
export function soleEmptyItems(lists: readonly OptionalList[], data: Row): string[] {
  return lists
    .filter(({ path, components }) => {
      const list = data[path];
      if (!Array.isArray(list) || list.length !== 1) return false;
      const item: unknown = list[0];
      return isRow(item) && Object.keys(item).every((key) => isEmpty(item[key], components.get(key)));
    })
    .map((list) => list.path);
}

/** A copy of `data` with those lists emptied (the input is not changed). */
export function withoutItems(data: Row, lists: readonly string[]): Row {
  const copy: Row = { ...data };
  for (const path of lists) copy[path] = [];
  return copy;
}
