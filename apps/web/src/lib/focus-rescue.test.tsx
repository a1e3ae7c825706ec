import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusRescue } from './focus-rescue';

function Screen() {
  useFocusRescue();
  const [shown, setShown] = useState(true);
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

  it('leaves the focus alone when it moves on to another control', async () => {
    render(<Screen />);
    screen.getByRole('button', { name: 'Delete Now' }).focus();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});
