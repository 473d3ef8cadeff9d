/**
 * The bare RJSF page of the cold-load benchmark: react-jsonschema-form's default theme and
 * widgets, Ajv 8 validation at run time, live validation off, and the step's schema inlined.
 */
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { schema, uiSchema } from 'virtual:coldload-form';

createRoot(document.getElementById('root') as HTMLElement).render(
  <Form schema={schema} uiSchema={uiSchema} validator={validator} liveValidate={false} />,
);
