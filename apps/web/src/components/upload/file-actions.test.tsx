import { API } from '@docket/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '@/lib/session';
import { requestsMade, respond, sent, server } from '@/test/network';
import { FileActions } from './file-actions';

beforeAll(() => {
  // jsdom has no object addresses.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => {};
});

describe('FileActions', () => {
  it('keeps the focus on View while the file loads, and asks for it once', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    // The file arrives when the test lets it.
    let deliver: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      deliver = resolve;
    });
    server.use(
      respond(API.downloadFile, async () => {
        await arrived;
        return new HttpResponse('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } });
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
    expect(requestsMade(API.downloadFile)).toHaveLength(1);
    deliver();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // Viewed in place (inline), the file named by its key in the filePath header, with the session's token.
    const [read] = sent(API.downloadFile);
    expect(read?.query).toEqual({ inline: 'true' });
    expect(read?.headers.filepath).toBe('k');
    expect(read?.token).toBe('tok-1');
  });
});
