import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { setLanguage } from '@/lib/i18n';
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

  it('says why the server refused, by its code, in the reader’s language', async () => {
    await setLanguage('es', { remember: false });
    const send = async () => {
      throw new ApiError({ status: 400, code: 'LINK_INVALID', responseMessage: 'This link is not valid.' });
    };
    const { result } = renderHook(() => useOneShotForm(send, 'reset.sent'));
    await act(() => result.current.submit({}));
    expect(result.current.done).toBeNull();
    expect(result.current.error).toBe('Este enlace no es válido o ha caducado. Solicite uno nuevo.');
  });

  it('puts a problem the server pinned on a field of the form there, not in the alert', async () => {
    const send = async () => {
      throw new ApiError({
        status: 400,
        code: 'PASSWORD_COMMON',
        errors: [{ field: 'password', errorMessage: 'Not shown', code: 'password.common' }],
      });
    };
    const setError = vi.fn();
    const form = { getValues: () => ({ password: 'Password1!', confirmPassword: 'Password1!' }), setError };
    const { result } = renderHook(() => useOneShotForm(send, 'setPassword.done', form as never));
    await act(() => result.current.submit({}));
    expect(result.current.error).toBeNull();
    expect(setError).toHaveBeenCalledWith(
      'password',
      { type: 'server', message: 'This password is too common. Choose one that is harder to guess.' },
      { shouldFocus: true },
    );
  });
});
