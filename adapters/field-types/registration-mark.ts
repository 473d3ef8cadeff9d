/**
 * An aircraft's Canadian registration mark (C-GABC), stored as text, looked up in the civil aircraft
 * register when typed: tag `fills` names the fields the register's record fills (make and model from
 * `COMMON_NAME`), and a mark the register does not hold is flagged (docs/requirements.md §11.6).
 * Tag `lookup` names the page's look-up (default `aircraft_registry`).
 */
import { FIELD } from '../widget-names';
import type { FieldType } from './field-type';
import { parseFills } from './fills';

export const AIRCRAFT_REGISTRY_LOOKUP = 'aircraft_registry';

export const registrationMark: FieldType = {
  kind: 'data',
  compile: (_field, c) => {
    const fills = parseFills(c);
    return {
      schema: { type: 'string' },
      uiSchema: {
        'ui:field': FIELD.registrationMark,
        'ui:options': { lookup: typeof c.tags.lookup === 'string' ? c.tags.lookup : AIRCRAFT_REGISTRY_LOOKUP, ...(fills ? { fills } : {}) },
      },
    };
  },
};
