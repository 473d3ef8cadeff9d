import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderIntl } from '../harness/render-intl';
import { NewPasswordFields, type NewPasswordValue } from './NewPasswordFields';

const rules = () => within(screen.getByRole('list', { name: 'Your password needs' }));
const rule = (name: string) => rules().getByText(name, { exact: false }).closest('li')!;
const status = () => screen.getByRole('status');

describe('NewPasswordFields', () => {
  it('shows each rule met or not as the person types, and tells screen readers the state of each', async () => {
    renderIntl(<NewPasswordFields />);
    expect(rules().getAllByRole('listitem')).toHaveLength(9);
    expect(rule('At least 8 characters')).toHaveTextContent('At least 8 characters: not met');
    expect(rule('No hyphens')).toHaveTextContent('No hyphens (-): met');

    await userEvent.type(screen.getByLabelText('Password'), 'Tulip-7');
    expect(rule('An upper-case letter')).toHaveTextContent('An upper-case letter: met');
    expect(rule('A digit')).toHaveTextContent('A digit: met');
    expect(rule('No hyphens')).toHaveTextContent('No hyphens (-): not met');
    expect(rule('At least 8 characters')).toHaveTextContent('not met');
    expect(rule('One of ! @ # $ % ^ & *')).toHaveTextContent('not met');
    // the checklist describes the password field
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining('At least 8 characters: not met'));
  });

  it('announces once typing pauses only what changed since it last spoke, not the whole list', async () => {
    renderIntl(<NewPasswordFields />);
    const password = screen.getByLabelText('Password');
    expect(status()).toHaveTextContent('');

    await userEvent.type(password, 'a');
    await screen.findByText('Rule met: A lower-case letter.');

    await userEvent.type(password, 'bc-');
    await screen.findByText('Rule no longer met: No hyphens (-).');

    // quick typing is one message, naming every rule that changed
    await userEvent.clear(password);
    await userEvent.type(password, 'Tulip#Harbour47');
    await screen.findByText(
      'Rules met: At least 8 characters, No hyphens (-), An upper-case letter, A digit and One of ! @ # $ % ^ & *. Your password meets every rule.',
    );
    expect(status()).not.toHaveTextContent('lower-case');
  });

  it('marks the confirmation invalid on the key that makes it differ, and valid again when it matches', async () => {
    const changes: NewPasswordValue[] = [];
    renderIntl(<NewPasswordFields onChange={(v) => changes.push(v)} />);
    await userEvent.type(screen.getByLabelText('Password'), 'Tulip#Harbour47');
    const confirm = screen.getByLabelText('Confirm password');

    // halfway through a correct confirmation nothing is wrong yet
    await userEvent.type(confirm, 'Tulip#');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The passwords do not match.')).toBeNull();

    await userEvent.type(confirm, 'x');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
    expect(changes.at(-1)).toMatchObject({ matches: false, acceptable: false });

    await userEvent.type(confirm, '{Backspace}Harbour47');
    expect(confirm).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('The passwords do not match.')).toBeNull();
    expect(changes.at(-1)).toMatchObject({ password: 'Tulip#Harbour47', confirm: 'Tulip#Harbour47', problems: [], matches: true, acceptable: true });

    // changing the password afterwards makes the pair differ again
    await userEvent.type(screen.getByLabelText('Password'), '!');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(changes.at(-1)).toMatchObject({ matches: false, acceptable: false });
  });

  it('calls an unfinished confirmation wrong once the person leaves it', async () => {
    renderIntl(<NewPasswordFields />);
    await userEvent.type(screen.getByLabelText('Password'), 'Tulip#Harbour47');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Tulip');
    await userEvent.tab();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  });

  it('is never acceptable while a rule is broken, even when both fields match', async () => {
    const onChange = vi.fn();
    renderIntl(<NewPasswordFields onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Password'), 'Password1!');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Password1!');
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ problems: ['common'], matches: true, acceptable: false }));
    expect(rule('Not a common')).toHaveTextContent('not met');
  });

  it('shows both passwords on request', async () => {
    renderIntl(<NewPasswordFields />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show passwords' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
  });

  it('speaks French', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderIntl(<NewPasswordFields />, 'fr-CA');
      expect(screen.getByRole('list', { name: 'Votre mot de passe doit avoir' })).toBeInTheDocument();
      fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'ab' } });
      await act(() => vi.advanceTimersByTimeAsync(600));
      expect(status()).toHaveTextContent('Règle respectée : Une lettre minuscule.');
      fireEvent.change(screen.getByLabelText('Confirmer le mot de passe'), { target: { value: 'x' } });
      expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
