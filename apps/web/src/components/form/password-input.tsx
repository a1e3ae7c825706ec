import Eye from 'lucide-react/icons/eye';
import EyeOff from 'lucide-react/icons/eye-off';
import { forwardRef, type InputHTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';

type PasswordInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/** A password box with a show/hide toggle; the toggle says what it will do and whether it is on. */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(
  { className, ...props },
  ref,
) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className="input-group has-validation">
      <input
        ref={ref}
        type={visible ? 'text' : 'password'}
        className={className}
        autoCapitalize="none"
        spellCheck={false}
        {...props}
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        aria-label={t('form.showPassword')}
        title={visible ? t('form.hidePassword') : t('form.showPassword')}
      >
        {visible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
      </button>
    </div>
  );
});
