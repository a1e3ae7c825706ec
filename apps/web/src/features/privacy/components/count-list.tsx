import { useTranslation } from 'react-i18next';

/**
 * What a run or an erasure recorded ({ documents: 3, files: 2 }), as "Documents: 3" lines: the
 * words are translated where Docket knows the key, and shown as recorded otherwise, so nothing
 * a newer server adds is hidden. A failure ({ failed: code }) reads as one.
 */
export function CountList({ counts }: { counts: Record<string, unknown> }) {
  const { t } = useTranslation();
  const entries = Object.entries(counts).filter(([, value]) => value !== null && value !== undefined);
  if (entries.length === 0) return <>—</>;
  return (
    <dl className="privacy-counts small mb-0">
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`privacy.counts.${key}`, { defaultValue: key })}</dt>
          <dd>{typeof value === 'object' ? JSON.stringify(value) : String(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
