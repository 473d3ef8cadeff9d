import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { FIELD, WIDGET } from '../../adapters/widget-names';
import { controlFallback } from '../theme/lazy/fallbacks';
import { lazyPart } from '../theme/lazy/lazy-part';
import type { ThemePart } from '../theme/types';
import { Dropdown } from './dropdown/Dropdown';
import { DynamicLink } from './dynamic-link/DynamicLink';
import { MarkdownText } from './markdown/MarkdownText';
import { MultiCheckbox } from './multi-checkbox/MultiCheckbox';
import { Radio } from './radio/Radio';
import { RadioCard } from './radio-card/RadioCard';
import { RadioDropdown } from './radio-dropdown/RadioDropdown';
import { RadioSlider } from './radio-slider/RadioSlider';
import { Textbox } from './textbox/Textbox';
import { YesNoCheckbox } from './yes-no-checkbox/YesNoCheckbox';

/** The date picker and its date arithmetic: its own chunk, loaded by the pages that have a date (docs/architecture.md "Speed rules"). */
export const LazyCalendar = lazyPart(() => import('./calendar/Calendar').then((m) => m.Calendar), { labelKind: 'control', fallback: controlFallback });

/** The core inputs under the names the adapter writes (adapters/widget-names.ts); the common ones static, so an ordinary page never waits for one. */
const widgets: RegistryWidgetsType = {
  [WIDGET.textbox]: Textbox,
  [WIDGET.dropdown]: Dropdown,
  [WIDGET.radio]: Radio,
  [WIDGET.radioCard]: RadioCard,
  [WIDGET.radioSlider]: RadioSlider,
  [WIDGET.checkbox]: YesNoCheckbox,
  [WIDGET.calendar]: LazyCalendar,
  [WIDGET.radioDropdown]: RadioDropdown,
};

const fields: RegistryFieldsType = {
  [FIELD.multiCheckbox]: MultiCheckbox,
  [FIELD.markdown]: MarkdownText,
  [FIELD.dynamicLink]: DynamicLink,
};

export const inputsRegistry: ThemePart = { widgets, fields };
