import type { Meta } from '@storybook/react-vite';
import { formMeta, type FormStory, type FormStoryArgs } from '../../stories/form-stories';
import { french, phone } from '../../stories/viewports';
import { fakeDocumentsClient } from './fake-client';

/** The documents of the add-attachments step (docs/requirements.md §11.5), over an in-memory stand-in for the documents API. */
const meta = {
  title: 'Complex/Attachments',
  ...formMeta((text) => ({
    schema: { type: 'object', properties: { documents: { type: 'null', title: text('Your documents', 'Vos documents') } } },
    uiSchema: { documents: { 'ui:field': 'attachments' } },
    formContext: { documents: fakeDocumentsClient({ count: 2 }).client },
  })),
} satisfies Meta<FormStoryArgs>;
export default meta;

export const Default: FormStory = {};
export const None: FormStory = { args: { formContext: { documents: fakeDocumentsClient().client } } };
export const AtTheMaximum: FormStory = { args: { formContext: { documents: fakeDocumentsClient({ count: 7, max_files: 7 }).client } } };
export const CsrReadOnly: FormStory = { args: { formContext: { documents: fakeDocumentsClient({ count: 2 }).client, csr: true } } };
export const Narrow: FormStory = { ...phone };
export const French: FormStory = { ...french };
