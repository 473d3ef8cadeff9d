/**
 * Layout type name → module. Adding a field type is adding a module and a line here
 * (and a row in the README's field-type table, "For analysts").
 */
import { answer } from './answer';
import { attachments } from './attachments';
import { calendar } from './calendar';
import { checkbox } from './checkbox';
import { coverageTile } from './coverage-tile';
import { dropdown } from './dropdown';
import { dynamiclink } from './dynamiclink';
import type { FieldType } from './field-type';
import { financeTile } from './finance-tile';
import { insuranceTile } from './insurance-tile';
import { markdowntext } from './markdowntext';
import { multicheckbox } from './multicheckbox';
import { multifieldv2 } from './multifieldv2';
import { panel } from './panel';
import { radio } from './radio';
import { radioCard } from './radio-card';
import { radioDropdown } from './radio-dropdown';
import { radioSlider } from './radio-slider';
import { registrationMark } from './registration-mark';
import { splitPercentage } from './split-percentage';
import { termsBox } from './terms-box';
import { textbox } from './textbox';
import { typeahead } from './typeahead';

export const FIELD_TYPES: Readonly<Record<string, FieldType>> = {
  textbox,
  dropdown,
  radio,
  'radio card': radioCard,
  radiosliderv2: radioSlider,
  'custom-radio-slider': radioSlider,
  checkbox,
  multicheckbox,
  calendar,
  typeahead,
  'registration-mark': registrationMark,
  markdowntext,
  dynamiclink,
  multifieldv2,
  'split-percentage': splitPercentage,
  'custom-tab': panel,
  'custom-accordion': panel,
  'coverage-tile': coverageTile,
  'insurance-tile': insuranceTile,
  'finance-tile': financeTile,
  'radio-dropdown': radioDropdown,
  'terms-box': termsBox,
  answer,
  attachments,
};

export function fieldType(type: string): FieldType | undefined {
  return Object.hasOwn(FIELD_TYPES, type) ? FIELD_TYPES[type] : undefined;
}

export const FIELD_TYPE_NAMES = Object.keys(FIELD_TYPES);
