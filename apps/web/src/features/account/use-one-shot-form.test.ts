import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import { useOneShotForm } from './use-one-shot-form';

afterEach(() => setLanguage('en', { remember: false }));

describe('useOneShotForm', () => {
  it('says it is done in the reader’s language, not in the server’s English', async () => {
    await setLanguage('es', { remember: false });
    const send = async () => ({
      message: 'Reset password email sent successfully. Please check your email and follow the instructions.',
    });
    const { result } = renderHook(() => useOneShotForm(send, 'reset.sent'));
    await act(() => result.current.submit({}));
    expect(result.current.done).toBe(
      'Correo para restablecer la contraseña enviado correctamente. Revise su correo y siga las instrucciones.',
    );
  });

  it('shows the server’s reason when it refuses', async () => {
    const send = async () => {
      throw new Error('This link is not valid or has expired. Please ask for a new one.');
    };
    const { result } = renderHook(() => useOneShotForm(send, 'reset.sent'));
    await act(() => result.current.submit({}));
    expect(result.current.done).toBeNull();
    expect(result.current.error).toBeTruthy();
  });
});
