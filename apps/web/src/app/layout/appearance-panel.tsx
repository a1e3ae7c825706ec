import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { type Appearance, LAYOUTS, SIDEBAR_MODES, THEME_MODES, TOPBAR_TYPES, WIDTHS } from '@/lib/appearance';
import { useAppearance } from '@/lib/use-appearance';

function ChoiceGroup<K extends keyof Appearance>({
  name,
  legendKey,
  options,
}: {
  name: K;
  legendKey: string;
  options: readonly Appearance[K][];
}) {
  const { t } = useTranslation();
  const [appearance, setAppearance] = useAppearance();
  return (
    <fieldset className="mb-4">
      <legend className="h6 text-uppercase fw-semibold small">{t(legendKey)}</legend>
      {options.map((option) => (
        <Form.Check
          key={option}
          type="radio"
          id={`appearance-${name}-${option}`}
          name={`appearance-${name}`}
          label={t(`appearance.options.${option}`)}
          checked={appearance[name] === option}
          onChange={() => setAppearance(name, option)}
        />
      ))}
    </fieldset>
  );
}

/** Right-hand panel with the spec's appearance choices; each applies at once and is remembered. */
export function AppearancePanel({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const [appearance] = useAppearance();
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" aria-labelledby="appearance-title">
      <Offcanvas.Header closeButton closeLabel={t('a11y.close')}>
        <Offcanvas.Title as="h2" id="appearance-title" className="h5">
          {t('appearance.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <ChoiceGroup name="layout" legendKey="appearance.layout" options={LAYOUTS} />
        <ChoiceGroup name="width" legendKey="appearance.width" options={WIDTHS} />
        {appearance.layout === 'vertical' ? (
          <ChoiceGroup name="sidebar" legendKey="appearance.sidebar" options={SIDEBAR_MODES} />
        ) : (
          <ChoiceGroup name="topbar" legendKey="appearance.topbar" options={TOPBAR_TYPES} />
        )}
        <ChoiceGroup name="theme" legendKey="appearance.theme" options={THEME_MODES} />
      </Offcanvas.Body>
    </Offcanvas>
  );
}
