import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { FIELD, WIDGET } from '../../adapters/widget-names';
import type { ThemePart } from '../theme/types';
import { Calendar } from './calendar/Calendar';
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

/** The core inputs under the names the adapter writes (adapters/widget-names.ts). */
const widgets: RegistryWidgetsType = {
  [WIDGET.textbox]: Textbox,
  [WIDGET.dropdown]: Dropdown,
  [WIDGET.radio]: Radio,
  [WIDGET.radioCard]: RadioCard,
  [WIDGET.radioSlider]: RadioSlider,
  [WIDGET.checkbox]: YesNoCheckbox,
  [WIDGET.calendar]: Calendar,
  [WIDGET.radioDropdown]: RadioDropdown,
};

const fields: RegistryFieldsType = {
  [FIELD.multiCheckbox]: MultiCheckbox,
  [FIELD.markdown]: MarkdownText,
  [FIELD.dynamicLink]: DynamicLink,
};

export const inputsRegistry: ThemePart = { widgets, fields };
