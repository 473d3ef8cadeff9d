import { WIDGET } from '../widget-names';
import { choiceField } from './choice';

export const radioCard = choiceField(WIDGET.radioCard);
