/**
 * Date: stored ISO yyyy-MM-dd, shown and typed in `dateFormat` (default dd/mm/yyyy). `$date`
 * limits stay literal here: they mean "today" when validated, which must not be frozen in a cache.
 */
import { WIDGET } from '../widget-names';
import type { FieldType } from './field-type';

export const DEFAULT_DATE_FORMAT = 'dd/mm/yyyy';

export const calendar: FieldType = {
  kind: 'data',
  compile: (field) => {
    const options: Record<string, unknown> = { dateFormat: field.dateFormat ?? DEFAULT_DATE_FORMAT };
    if (field.minimumDate) options.minimumDate = field.minimumDate;
    if (field.maximumDate) options.maximumDate = field.maximumDate;
    if (field.disabledDays?.length) options.disabledDays = field.disabledDays;
    return { schema: { type: 'string', format: 'date' }, uiSchema: { 'ui:widget': WIDGET.calendar, 'ui:options': options } };
  },
};
