import { WIDGET } from '../widget-names';
import { choiceField } from './choice';

export const radio = choiceField(WIDGET.radio);
