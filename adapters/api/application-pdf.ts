import { LOCALES } from '../types';
import type { Wire } from './from-schema';

/** `?locale=` of the application PDF: the language of the file; the request's language when absent. */
export const applicationPdfQuerySchema = {
  type: 'object',
  properties: { locale: { type: 'string', enum: [...LOCALES], description: 'en-CA or fr-CA' } },
  additionalProperties: false,
} as const;
export type ApplicationPdfQuery = Wire<typeof applicationPdfQuerySchema>;

/** GET proposals/{id}/pdf/info: the application PDF exists, what its file is called and when it was made (docs/requirements.md §6.7). */
export const applicationPdfInfoSchema = {
  type: 'object',
  required: ['file_name', 'made_at', 'locales'],
  properties: {
    file_name: { type: 'string' },
    made_at: { type: 'string', format: 'date-time' },
    locales: { type: 'array', items: { type: 'string', enum: [...LOCALES] } },
  },
} as const;
export type ApplicationPdfInfo = Wire<typeof applicationPdfInfoSchema>;
