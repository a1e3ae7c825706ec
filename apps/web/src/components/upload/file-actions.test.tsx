import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileActions } from './file-actions';

const fetchFile = vi.fn();
vi.mock('./file-transfer', () => ({
  fetchFile: (...args: unknown[]) => fetchFile(...args),
  saveBlob: vi.fn(),
}));

describe('FileActions', () => {
  it('keeps the focus on View while the file loads, and asks for it once', async () => {
    let deliver: (blob: Blob) => void = () => {};
    fetchFile.mockReturnValue(
      new Promise<Blob>((resolve) => {
        deliver = resolve;
      }),
    );
    const user = userEvent.setup();
    render(
      <FileActions
        source={{ type: 'case-document', filePath: 'k' }}
        fileName="passport.pdf"
        label="Passport"
      />,
    );
    const view = screen.getByRole('button', { name: 'View Passport' });
    view.focus();
    await user.keyboard('{Enter}');
    expect(view).toHaveFocus();
    expect(view).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(fetchFile).toHaveBeenCalledTimes(1);
    deliver(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
  });
});
