import type { WidgetProps } from '@rjsf/utils';
import { withLabelKind } from '../../theme/label-kind';
import { choicesOf } from '../../shared/choices';
import { RadioChoices } from '../../shared/RadioChoices';

/** One choice among the layout's options, as a list of radios; stores the option key. */
function RadioWidget(props: WidgetProps) {
  return <RadioChoices props={props} choices={choicesOf(props.options)} variant="list" />;
}

export const Radio = withLabelKind(RadioWidget, 'group');
