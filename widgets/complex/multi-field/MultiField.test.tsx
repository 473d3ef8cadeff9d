import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { FormHarness } from '../../harness/FormHarness';
import { renderIntl } from '../../harness/render-intl';
import { LazyMultiField } from '../registry';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    pilots: {
      type: 'array',
      title: 'Pilots',
      items: {
        type: 'object',
        properties: {
          first_name: { type: 'string', title: 'First name' },
          last_name: { type: 'string', title: 'Last name' },
        },
        required: ['first_name', 'last_name'],
      },
    },
  },
};
const uiSchema: UiSchema = {
  pilots: { 'ui:field': 'multiField', 'ui:options': { itemLabel: 'Pilot', addLabel: 'Add a pilot', maxItems: 2, summary: ['first_name last_name'] } },
};

function setup(formData: Record<string, unknown> = {}, options: { readonly?: boolean; locale?: 'en-CA' | 'fr-CA' } = {}) {
  const seen: Record<string, unknown>[] = [];
  renderIntl(<FormHarness schema={schema} uiSchema={uiSchema} formData={formData} readonly={options.readonly} onData={(d) => seen.push(d)} />, options.locale);
  return { last: () => seen[seen.length - 1] };
}

/** an item by its title: its answers ("Ada Lovelace"), or its place ("Pilot 2") while blank */
const item = (title: string) => screen.getByRole('group', { name: title });
const pilot = (n: number) => item(`Pilot ${n}`);
const add = () => screen.getByRole('button', { name: 'Add a pilot' });

// the widget's code is there, as on a page that names it (widgets/journey-form/preload.ts)
beforeAll(async () => {
  await LazyMultiField.preload();
});

describe('MultiField', () => {
  it('shows saved items collapsed, each titled from its own answers', () => {
    setup({ pilots: [{ first_name: 'Ada', last_name: 'Lovelace' }] });
    expect(within(item('Ada Lovelace')).getByRole('heading', { level: 3, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(item('Ada Lovelace')).getByRole('button', { name: 'Show details' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
    expect(add()).toBeEnabled();
  });

  it('adds a new item open for editing, with fields from the RJSF registry; Add is disabled until it is saved', async () => {
    const { last } = setup();
    expect(screen.getByText('Nothing added yet.')).toBeInTheDocument();
    await userEvent.click(add());
    expect(last()).toEqual({ pilots: [{}] });
    expect(within(pilot(1)).getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
    expect(add()).toBeDisabled();
    expect(add()).toHaveAccessibleDescription('Save or correct the items above before adding another.');
    await userEvent.type(within(pilot(1)).getByLabelText(/First name/), 'Amelia');
    await userEvent.type(within(item('Amelia')).getByLabelText(/Last name/), 'Earhart');
    await userEvent.click(within(item('Amelia Earhart')).getByRole('button', { name: 'Save' }));
    expect(last()).toEqual({ pilots: [{ first_name: 'Amelia', last_name: 'Earhart' }] });
    expect(within(item('Amelia Earhart')).getByRole('button', { name: 'Show details' })).toBeInTheDocument();
    expect(add()).toBeEnabled();
  });

  it('never shows the item’s raw key ("pilots-0") as a title', async () => {
    setup({ pilots: [{ first_name: 'Ada', last_name: 'Lovelace' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.queryByText(/pilots-\d/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label') ?? g.textContent?.slice(0, 20))).not.toContainEqual(expect.stringMatching(/pilots-\d/));
  });

  it('moves focus to the new item after Add, and to the saved item after Save', async () => {
    setup({ pilots: [{ first_name: 'Ada', last_name: 'Lovelace' }] });
    await userEvent.click(add());
    expect(within(pilot(2)).getByRole('heading', { level: 3, name: 'Pilot 2' })).toHaveFocus();
    await userEvent.type(within(pilot(2)).getByLabelText(/First name/), 'Grace');
    await userEvent.type(within(item('Grace')).getByLabelText(/Last name/), 'Hopper');
    await userEvent.click(within(item('Grace Hopper')).getByRole('button', { name: 'Save' }));
    expect(within(item('Grace Hopper')).getByRole('heading', { level: 3, name: 'Grace Hopper' })).toHaveFocus();
  });

  it('after a Save with errors, focus goes to the first field in error, whose error names the item', async () => {
    setup();
    await userEvent.click(add());
    await userEvent.type(within(pilot(1)).getByLabelText(/First name/), 'Amelia');
    await userEvent.click(within(item('Amelia')).getByRole('button', { name: 'Save' }));
    const lastName = within(item('Amelia')).getByLabelText(/Last name/);
    expect(lastName).toHaveFocus();
    expect(lastName).toHaveAccessibleDescription('Amelia: This field is required.');
  });

  it('Save of an invalid item shows the error header and the field error, and keeps Add disabled', async () => {
    setup();
    await userEvent.click(add());
    await userEvent.type(within(pilot(1)).getByLabelText(/First name/), 'Amelia');
    await userEvent.click(within(item('Amelia')).getByRole('button', { name: 'Save' }));
    expect(within(item('Amelia')).getByRole('alert')).toHaveTextContent('This item (Amelia) has errors. Correct them and save.');
    expect(item('Amelia')).toHaveAccessibleDescription('This item (Amelia) has errors. Correct them and save.');
    expect(within(item('Amelia')).getByText('This field is required.')).toBeInTheDocument();
    expect(add()).toBeDisabled();
    await userEvent.type(within(item('Amelia')).getByLabelText(/Last name/), 'Earhart');
    expect(within(item('Amelia Earhart')).queryByText('This field is required.')).not.toBeInTheDocument();
    await userEvent.click(within(item('Amelia Earhart')).getByRole('button', { name: 'Save' }));
    expect(within(item('Amelia Earhart')).queryByRole('alert')).not.toBeInTheDocument();
    expect(add()).toBeEnabled();
  });

  it('Cancel of a new item removes it; Cancel of an edit restores the saved answers', async () => {
    const { last } = setup({ pilots: [{ first_name: 'Ada', last_name: 'Lovelace' }] });
    await userEvent.click(add());
    await userEvent.click(within(pilot(2)).getByRole('button', { name: 'Cancel' }));
    expect(last()).toEqual({ pilots: [{ first_name: 'Ada', last_name: 'Lovelace' }] });
    expect(screen.queryByRole('group', { name: 'Pilot 2' })).not.toBeInTheDocument();
    expect(add()).toHaveFocus();

    await userEvent.click(within(item('Ada Lovelace')).getByRole('button', { name: 'Show details' }));
    const first = within(item('Ada Lovelace')).getByLabelText(/First name/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Grace');
    expect(last()).toEqual({ pilots: [{ first_name: 'Grace', last_name: 'Lovelace' }] });
    await userEvent.click(within(item('Grace Lovelace')).getByRole('button', { name: 'Cancel' }));
    expect(last()).toEqual({ pilots: [{ first_name: 'Ada', last_name: 'Lovelace' }] });
    expect(within(item('Ada Lovelace')).getByRole('heading', { level: 3 })).toHaveFocus();
  });

  it('a changed item collapsed without saving shows the unsaved header and blocks Add', async () => {
    setup({ pilots: [{ first_name: 'Ada', last_name: 'Lovelace' }] });
    await userEvent.click(within(item('Ada Lovelace')).getByRole('button', { name: 'Show details' }));
    await userEvent.type(within(item('Ada Lovelace')).getByLabelText(/First name/), 'x');
    await userEvent.click(within(item('Adax Lovelace')).getByRole('button', { name: 'Hide details' }));
    expect(within(item('Adax Lovelace')).getByRole('alert')).toHaveTextContent('This item (Adax Lovelace) has unsaved changes. Save or cancel them.');
    expect(add()).toBeDisabled();
  });

  it('Remove asks for confirmation; Keep leaves the item, Remove deletes it and focus moves to Add', async () => {
    const { last } = setup({ pilots: [{ first_name: 'Ada', last_name: 'Lovelace' }, { first_name: 'Grace', last_name: 'Hopper' }] });
    await userEvent.click(within(item('Ada Lovelace')).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Ada Lovelace?' });
    expect(dialog).toHaveAccessibleDescription('This removes the item and all its answers.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getAllByRole('group', { name: /Lovelace|Hopper/ })).toHaveLength(2);

    await userEvent.click(within(item('Ada Lovelace')).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(last()).toEqual({ pilots: [{ first_name: 'Grace', last_name: 'Hopper' }] });
    expect(item('Grace Hopper')).toBeInTheDocument();
    expect(add()).toHaveFocus();
  });

  it('stops at the configured maximum', () => {
    setup({ pilots: [{ first_name: 'Ada', last_name: 'Lovelace' }, { first_name: 'Grace', last_name: 'Hopper' }] });
    expect(add()).toBeDisabled();
    expect(add()).toHaveAccessibleDescription('You can add up to 2 items.');
  });

  it('is read-only for a CSR: items can be opened to read, not changed', async () => {
    setup({ pilots: [{ first_name: 'Ada', last_name: 'Lovelace' }] }, { readonly: true });
    expect(screen.queryByRole('button', { name: 'Add a pilot' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    await userEvent.click(within(item('Ada Lovelace')).getByRole('button', { name: 'Show details' }));
    expect(within(item('Ada Lovelace')).getByLabelText(/First name/)).toHaveAttribute('readonly');
    expect(within(item('Ada Lovelace')).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('speaks French in fr-CA', async () => {
    setup({}, { locale: 'fr-CA' });
    expect(screen.getByText('Aucun élément ajouté pour l’instant.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a pilot' }));
    expect(within(pilot(1)).getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    expect(within(pilot(1)).getByRole('button', { name: 'Masquer les détails' })).toBeInTheDocument();
  });
});
