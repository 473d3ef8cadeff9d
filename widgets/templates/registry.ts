import { PAGE_TEMPLATE } from '../../adapters/widget-names';
import type { ThemePart } from '../theme/types';
import { JourneyFieldTemplate } from './field/JourneyFieldTemplate';
import { StackObjectTemplate } from './object/StackObjectTemplate';
import { JourneyPageTemplate } from './page/JourneyPageTemplate';

/** Field and object templates; the page template under the name the adapter writes. */
export const templatesRegistry: ThemePart = {
  templates: {
    FieldTemplate: JourneyFieldTemplate,
    ObjectFieldTemplate: StackObjectTemplate,
    [PAGE_TEMPLATE]: JourneyPageTemplate,
  },
};
