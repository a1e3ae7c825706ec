import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CodeInput } from './code-input';

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <p id="label">Code</p>
      <CodeInput
        value={value}
        labelledBy="label"
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const value = () => screen.getByTestId('value').textContent;

describe('CodeInput', () => {
  it('has six numeric boxes, each with its own label, in a group named by the label', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Code' })).toBeInTheDocument();
    for (let n = 1; n <= 6; n += 1) expect(box(n)).toHaveAttribute('inputmode', 'numeric');
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves on while typing and ignores anything but digits', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('1a2');
    expect(box(3)).toHaveFocus();
    await user.keyboard('3456');
    expect(value()).toBe('123456');
    expect(box(6)).toHaveValue('6');
  });

  it('fills every box from a pasted code, wherever it is pasted', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(4));
    await user.paste('987 654');
    expect(value()).toBe('987654');
    expect(box(1)).toHaveValue('9');
    expect(box(6)).toHaveFocus();
  });

  it('Backspace clears the box, then steps back; arrows move between boxes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(box(1));
    await user.paste('123456');
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12345');
    expect(box(6)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(5)).toHaveFocus();
    expect(value()).toBe('1234');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(box(1)).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('1234');
  });
});
