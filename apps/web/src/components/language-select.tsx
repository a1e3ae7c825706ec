import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/language-cookie';
import { DraftNote } from './draft-note';

/**
 * The language chooser of the anonymous screens: a native select, which every phone renders well
 * and which keeps the dropdown library out of the login page's download.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = LANGUAGES.find((language) => language.code === i18n.resolvedLanguage) ?? LANGUAGES[0];
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <label htmlFor={id} className="visually-hidden">
        {t('a11y.chooseLanguage', { name: current.name })}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={current.code}
        onChange={(event) => void setLanguage(event.target.value)}
        data-testid="language-select"
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
      <DraftNote />
    </div>
  );
}
