import type { WidgetProps } from '@rjsf/utils';
import { withLabelKind } from '../../theme/label-kind';
import { choicesOf, type Choice } from '../../shared/choices';
import { RadioChoices } from '../../shared/RadioChoices';

function CardText({ choice }: { choice: Choice }) {
  const description = choice.tags?.description;
  return (
    <>
      <span className="jf-card-title">{choice.label}</span>
      {choice.shortLabel && choice.shortLabel !== choice.label && <span className="jf-card-short">{choice.shortLabel}</span>}
      {typeof description === 'string' && <span className="jf-card-description">{description}</span>}
    </>
  );
}

/** Radios drawn as cards (title, short label, optional `description` tag); stores the option key. */
function RadioCardWidget(props: WidgetProps) {
  return (
    <RadioChoices props={props} choices={choicesOf(props.options)} variant="cards" renderChoice={(choice) => <CardText choice={choice} />} />
  );
}

export const RadioCard = withLabelKind(RadioCardWidget, 'group');
