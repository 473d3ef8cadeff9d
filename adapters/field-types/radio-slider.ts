/** radiosliderv2 and custom-radio-slider: a yes/no slider. */
import { WIDGET } from '../widget-names';
import { yesNoField } from './yes-no';

export const radioSlider = yesNoField(WIDGET.radioSlider);
