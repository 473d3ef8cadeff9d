import { WIDGET } from '../widget-names';
import { choiceField } from './choice';

export const dropdown = choiceField(WIDGET.dropdown);
