import './upload.css';
import { Fragment } from 'react';

/** A break may follow these: the separators a scanner or a phone puts in a file's name. */
const AFTER_SEPARATOR = /(?<=[_.\-()[\]])/;

/**
 * A file's name, allowed to wrap after its separators ("Scan_2026-11-28_page1.pdf" after each `_`,
 * `-` and `.`) rather than letter by letter; a run without separators longer than the line still
 * breaks (`.file-upload-name`), so nothing ever widens the screen.
 */
export function FileName({ name, className = '' }: { name: string; className?: string }) {
  const parts = name.split(AFTER_SEPARATOR);
  return (
    // Left to right inside right-to-left text: dots and dashes stay where they were typed (decision 040).
    <bdi dir="ltr" className={`file-upload-name ${className}`.trim()}>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never move
        <Fragment key={index}>
          {part}
          {index < parts.length - 1 ? <wbr /> : null}
        </Fragment>
      ))}
    </bdi>
  );
}
