import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from './focus-rescue';

let hideDialog: () => void = () => {};

function Screen() {
  useFocusRescue();
  const [shown, setShown] = useState(true);
  hideDialog = () => setShown(false);
  return (
    <main>
      <h1 id="page-heading">Case Types</h1>
      {shown ? (
        <div className="modal">
          <button type="button" onClick={() => setShown(false)}>
            Delete Now
          </button>
        </div>
      ) : null}
      <button type="button">Elsewhere</button>
    </main>
  );
}

describe('useFocusRescue', () => {
  it('gives the focus to the screen heading when the focused control goes away', async () => {
    render(<Screen />);
    const button = screen.getByRole('button', { name: 'Delete Now' });
    button.focus();
    button.click();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Case Types' })).toHaveFocus());
  });

  it('leaves the focus alone when it had moved on before the control went away', async () => {
    render(<Screen />);
    screen.getByRole('button', { name: 'Delete Now' }).focus();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    act(() => hideDialog());
    expect(screen.queryByRole('button', { name: 'Delete Now' })).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('leaves alone a focus the user put on the page with a click', async () => {
    render(<Screen />);
    const button = screen.getByRole('button', { name: 'Delete Now' });
    button.focus();
    fireEvent.pointerDown(document.body);
    button.blur();
    act(() => hideDialog());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('heading', { name: 'Case Types' })).not.toHaveFocus();
  });
});
