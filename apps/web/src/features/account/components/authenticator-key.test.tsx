import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AuthenticatorKey } from './authenticator-key';

const setup = {
  sharedKey: 'abcd efgh ijkl mnop',
  authenticatorUri: 'otpauth://totp/Docket:amara%40example.com?secret=ABCDEFGHIJKLMNOP&issuer=Docket',
};

describe('AuthenticatorKey', () => {
  it('opens the authenticator app on this phone through its otpauth link', () => {
    render(<AuthenticatorKey setup={setup} />);
    expect(screen.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
      'href',
      setup.authenticatorUri,
    );
  });

  it('keeps the QR code folded on a phone, for scanning with another device', async () => {
    const person = userEvent.setup();
    render(<AuthenticatorKey setup={setup} />);
    const fold = screen.getByText('QR code, to scan with another device').closest('details');
    expect(fold).not.toHaveAttribute('open');
    await person.click(screen.getByText('QR code, to scan with another device'));
    expect(fold).toHaveAttribute('open');
  });

  it('copies the key without its spaces, and says so', async () => {
    const person = userEvent.setup();
    const copied: string[] = [];
    // The browser's clipboard, which jsdom lacks.
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    render(<AuthenticatorKey setup={setup} />);
    await person.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(copied).toEqual(['abcdefghijklmnop']);
    expect(screen.getByRole('status')).toHaveTextContent('Key copied.');
  });

  it('selects the key for the phone’s own Copy when the page may not use the clipboard', async () => {
    const person = userEvent.setup();
    render(<AuthenticatorKey setup={setup} />);
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')) },
    });
    await person.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      "The key is selected: copy it with your phone's menu.",
    );
    expect(window.getSelection()?.toString()).toBe(setup.sharedKey);
  });
});
