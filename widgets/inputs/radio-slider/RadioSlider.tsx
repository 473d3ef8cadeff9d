import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../i18n/use-t';
import { withLabelKind } from '../../theme/label-kind';
import { choicesOf, type Choice } from '../../shared/choices';
import { RadioChoices } from '../../shared/RadioChoices';

/**
 * A yes/no question as a two-position switch (radiosliderv2, custom-radio-slider). Stores "y" or
 * "n"; it is two radios underneath, so "not answered yet" exists and keyboard use is standard.
 */
function RadioSliderWidget(props: WidgetProps) {
  const t = useT();
  // only the layout's own labels: the schema enum ("y", "n") is no label
  const configured = choicesOf({ options: props.options.options }).filter((choice) => choice.key === 'y' || choice.key === 'n');
  const choices: Choice[] =
    configured.length === 2
      ? configured
      : [
          { key: 'y', label: t('widgets.core.yes') },
          { key: 'n', label: t('widgets.core.no') },
        ];
  return <RadioChoices props={props} choices={choices} variant="switch" />;
}

export const RadioSlider = withLabelKind(RadioSliderWidget, 'group');
