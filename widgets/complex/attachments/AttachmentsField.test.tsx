import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FieldHarness } from '../../harness/FieldHarness';
import { renderIntl } from '../../harness/render-intl';
import { LazyAttachments } from '../registry';
import { fakeDocumentsClient } from './fake-client';
import { loadDocumentMessages } from './messages';

const field = { schema: { type: 'null' as const, title: 'Your documents' }, uiSchema: { 'ui:field': 'attachments' } };
const file = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

function setup(fake = fakeDocumentsClient(), { csr = false, locale = 'en-CA' as 'en-CA' | 'fr-CA' } = {}) {
  renderIntl(<FieldHarness {...field} formContext={{ documents: fake.client, csr }} />, locale);
  return fake;
}

async function openDialog(name = 'Upload documents') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.getByRole('dialog', { name: /Documents/ });
}

beforeAll(async () => {
  await Promise.all([LazyAttachments.preload(), loadDocumentMessages('en-CA'), loadDocumentMessages('fr-CA')]);
});

describe('AttachmentsField and its upload dialog', () => {
  it('queues chosen files, uploads them one by one, and marks each uploaded or refused with a cross and the reason', async () => {
    setup();
    expect(await screen.findByText('No documents uploaded yet.')).toBeVisible();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('tab', { name: 'Upload' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByText(/Accepted: PDF, JPG, PNG, DOCX and TXT\. Up to 5 MB a file, 10 documents in all\./)).toBeVisible();
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    await userEvent.upload(within(dialog).getByLabelText('Files to upload'), [file('licence.pdf'), file('setup.exe.pdf')]);
    expect(within(dialog).getAllByText('Ready to upload')).toHaveLength(2);
    expect(upload).toBeEnabled();
    await userEvent.click(upload);
    const rows = await within(dialog).findAllByRole('listitem');
    await waitFor(() => expect(rows[0]).toHaveTextContent('licence.pdfUploaded'));
    expect(rows[1]).toHaveTextContent('✕setup.exe.pdfNot uploadedThe file setup.exe.pdf is not one of the accepted kinds');
    expect(upload).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Uploaded documents (1)' }));
    expect(within(dialog).getByRole('row', { name: /licence\.pdf PDF/ })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Download licence.pdf' })).toHaveAttribute('href', expect.stringMatching(/^\/documents\//));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByText('1 document uploaded (at most 10).')).toBeVisible();
  });

  it('disables choosing and uploading while a file is sent', async () => {
    const fake = setup();
    let release!: () => void;
    fake.control.hold = new Promise((r) => (release = r));
    const dialog = await openDialog();
    await userEvent.upload(within(dialog).getByLabelText('Files to upload'), [file('a.pdf')]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('button', { name: 'Uploading…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Choose files' })).toBeDisabled();
    await act(async () => release());
    expect(await within(dialog).findByText('Uploaded')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Choose files' })).toBeEnabled();
  });

  it('disables choosing at the configured maximum and says why', async () => {
    setup(fakeDocumentsClient({ count: 2, max_files: 2 }));
    const dialog = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Choose files' })).toBeDisabled();
    expect(within(dialog).getByText('Your application holds the most documents it may have (2). Delete one to add another.')).toBeVisible();
  });

  it('lists the documents 5 a page and deletes one after the deleteDocument confirmation, saying so for 2 seconds', async () => {
    setup(fakeDocumentsClient({ count: 7 }));
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Uploaded documents (7)' }));
    expect(within(dialog).getAllByRole('row')).toHaveLength(6);
    expect(within(dialog).getByText('Page 1 of 2')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Licence-7.pdf' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this document?' });
    expect(confirm).toHaveTextContent('Licence-7.pdf will be removed from your application.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const reopened = screen.getByRole('dialog', { name: /Documents/ });
    expect(await within(reopened).findByRole('status')).toHaveTextContent('Licence-7.pdf was deleted.');
    expect(within(reopened).getByRole('tab', { name: 'Uploaded documents (6)' })).toBeVisible();
    await waitFor(() => expect(within(reopened).getByRole('status')).toHaveTextContent(''), { timeout: 3000 });
  });

  it('speaks French', async () => {
    setup(fakeDocumentsClient({ empty_message: 'Aucun document téléversé pour le moment.' }), { locale: 'fr-CA' });
    expect(await screen.findByText('Aucun document téléversé pour le moment.')).toBeVisible();
    const dialog = await openDialog('Téléverser des documents');
    expect(within(dialog).getByRole('tab', { name: 'Téléverser' })).toBeVisible();
    expect(within(dialog).getByText(/Acceptés : PDF, JPG, PNG, DOCX et TXT\. Jusqu’à 5 Mo par fichier/)).toBeVisible();
  });

  it('a CSR views the documents without upload or delete', async () => {
    setup(fakeDocumentsClient({ count: 1 }), { csr: true });
    const dialog = await openDialog('View documents');
    expect(within(dialog).queryByRole('tab', { name: 'Upload' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Download Licence-1.pdf' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
