import { WIDGET } from '../widget-names';
import { choiceField } from './choice';

export const radioDropdown = choiceField(WIDGET.radioDropdown);
