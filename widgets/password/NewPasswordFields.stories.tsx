import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useStoryText } from '../stories/story-text';
import { french, phone } from '../stories/viewports';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordChecklist } from './PasswordChecklist';
import '../theme/buttons.css';

/** The create-password and reset-password pages' use: the button waits for an acceptable pair. */
function CreatePassword({ disabled }: { disabled?: boolean }) {
  const text = useStoryText();
  const [acceptable, setAcceptable] = useState(false);
  return (
    <form onSubmit={(e) => e.preventDefault()} style={{ display: 'grid', gap: '1rem', maxWidth: '28rem' }}>
      <NewPasswordFields disabled={disabled} onChange={(v) => setAcceptable(v.acceptable)} />
      <button type="submit" className="jf-button" disabled={!acceptable || disabled}>
        {text('Create password', 'Créer le mot de passe')}
      </button>
    </form>
  );
}

const meta = { title: 'Password/NewPasswordFields', component: CreatePassword } satisfies Meta<typeof CreatePassword>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Disabled: Story = { args: { disabled: true } };
export const Narrow: Story = { ...phone };
export const French: Story = { ...french };

/** The checklist alone, for a password partly typed: some rules met, a hyphen refused. */
export const ChecklistPartlyMet: Story = {
  render: () => <PasswordChecklist id="story-rules" password="Tulip-7" />,
};
/** Every rule met. */
export const ChecklistAllMet: Story = {
  render: () => <PasswordChecklist id="story-rules" password="Tulip#Harbour47" />,
};
