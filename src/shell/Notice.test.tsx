import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice, type NoticeKind } from './Notice';

describe('Notice', () => {
  it.each([
    ['success', 'status'],
    ['info', 'status'],
    ['warning', 'status'],
    ['error', 'alert'],
  ] as const)('a %s box is drawn as its kind and announced as a %s', (kind: NoticeKind, role) => {
    render(<Notice kind={kind}>Message</Notice>);
    const box = screen.getByRole(role);
    expect(box).toHaveClass('notice', `notice-${kind}`);
    expect(box).toHaveTextContent('Message');
  });
});
