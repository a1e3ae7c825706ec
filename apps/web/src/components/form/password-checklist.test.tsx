import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist';

const metRules = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.firstChild?.nextSibling?.textContent);

describe('PasswordChecklist', () => {
  it('lists the five rules, none met for an empty password', () => {
    render(<PasswordChecklist value="" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(metRules()).toEqual([]);
    expect(screen.getAllByText('(not met yet)')).toHaveLength(5);
  });

  it('ticks each rule as the password meets it', () => {
    const { rerender } = render(<PasswordChecklist value="abc" />);
    expect(metRules()).toEqual(['A lowercase letter']);
    rerender(<PasswordChecklist value="abcDEF12" />);
    expect(metRules()).toEqual([
      'At least 8 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A number',
    ]);
    rerender(<PasswordChecklist value="abcDEF12!" />);
    expect(metRules()).toHaveLength(5);
    expect(screen.getAllByText('(met)')).toHaveLength(5);
  });
});
