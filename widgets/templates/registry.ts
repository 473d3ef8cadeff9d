import { PAGE_TEMPLATE } from '../../adapters/widget-names';
import type { ThemePart } from '../theme/types';
import { FieldErrors } from './field/FieldErrors';
import { JourneyFieldTemplate } from './field/JourneyFieldTemplate';
import { StackObjectTemplate } from './object/StackObjectTemplate';
import { JourneyPageTemplate } from './page/JourneyPageTemplate';

/** Field, field-error and object templates; the page template under the name the adapter writes. */
export const templatesRegistry: ThemePart = {
  templates: {
    FieldTemplate: JourneyFieldTemplate,
    FieldErrorTemplate: FieldErrors,
    ObjectFieldTemplate: StackObjectTemplate,
    [PAGE_TEMPLATE]: JourneyPageTemplate,
  },
};
