import Languages from 'lucide-react/icons/languages';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '@/lib/i18n';
import { LANGUAGES } from '@/lib/language-cookie';
import { DraftNote } from './draft-note';

/** The interface languages, each named in its own language so anyone can find theirs. */
export function LanguageMenu({ variant = 'link', className }: { variant?: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const current = LANGUAGES.find((language) => language.code === i18n.resolvedLanguage) ?? LANGUAGES[0];

  return (
    <Dropdown align="end" className={className} onSelect={(code) => code && void setLanguage(code)}>
      <Dropdown.Toggle
        variant={variant}
        className="header-item d-inline-flex align-items-center gap-1"
        data-testid="language-toggle"
      >
        <Languages size={18} aria-hidden="true" />
        {/* The name starts with what the button shows (WCAG 2.5.3), then says what it is for. */}
        <span className="text-uppercase small fw-semibold">{current.code}</span>
        <span className="visually-hidden">, {t('a11y.chooseLanguage', { name: current.name })}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LANGUAGES.map((language) => (
          <Dropdown.Item
            key={language.code}
            as="button"
            eventKey={language.code}
            active={language.code === current.code}
            lang={language.code}
          >
            {language.name}
          </Dropdown.Item>
        ))}
        <DraftNote className="dropdown-item-text small text-body-secondary" />
      </Dropdown.Menu>
    </Dropdown>
  );
}
