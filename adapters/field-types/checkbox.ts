import { WIDGET } from '../widget-names';
import { yesNoField } from './yes-no';

export const checkbox = yesNoField(WIDGET.checkbox);
