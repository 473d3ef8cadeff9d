/**
 * The states every widget story shows (error, disabled, CSR read-only, narrow), as story objects
 * to spread into a story: `export const Disabled: Story = states.disabled`.
 */
export const NARROW_VIEWPORT = { viewport: { value: 'narrow', isRotated: false } };

export const states = {
  error: { args: { errors: ['This field is required.'] } },
  disabled: { args: { disabled: true } },
  csrReadOnly: { args: { readonly: true } },
  narrow: { args: { narrow: true }, globals: NARROW_VIEWPORT },
};
