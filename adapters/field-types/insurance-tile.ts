import { WIDGET } from '../widget-names';
import { choiceField } from './choice';

export const insuranceTile = choiceField(WIDGET.insuranceTile);
