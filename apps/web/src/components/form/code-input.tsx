import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface CodeInputProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  length?: number;
  /** id of the element that names the whole group (a visible label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

function spread(value: string, length: number): string[] {
  return Array.from({ length }, (_, index) => value[index] ?? '');
}

/**
 * A six-box numeric code entry. Typing moves on, Backspace moves back, arrows move between boxes,
 * and pasting (or the phone's one-time-code autofill) spreads the digits over the boxes.
 */
export function CodeInput({
  value,
  onChange,
  onBlur,
  length = 6,
  labelledBy,
  describedBy,
  invalid,
  disabled,
}: CodeInputProps) {
  const { t } = useTranslation();
  const [digits, setDigits] = useState(() => spread(digitsOf(value), length));
  // The digits as of the last keystroke: a change is drawn after its event, so two quick
  // keystrokes can come before the boxes are drawn again, and each must build on the one before.
  const latest = useRef(digits);
  // The values the boxes have told the form since it last set one itself. The form's value comes
  // back a render or more later: any of these is the boxes' own, on its way; another value is a
  // reset from outside (after a failed attempt), which the boxes take.
  const told = useRef(new Set<string>());
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (told.current.has(value) || latest.current.join('') === value) return;
    told.current = new Set();
    latest.current = spread(digitsOf(value), length);
    setDigits(latest.current);
  }, [value, length]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const update = (next: string[]) => {
    latest.current = next;
    const joined = next.join('');
    // Empty boxes told earlier do not make a later reset to empty look like the boxes' own.
    if (joined) told.current.delete('');
    told.current.add(joined);
    setDigits(next);
    onChange(joined);
  };

  const fillFrom = (start: number, text: string) => {
    const incoming = digitsOf(text);
    if (!incoming) return;
    // A whole code fills every box, wherever it was pasted.
    const from = incoming.length >= length ? 0 : start;
    const next = [...latest.current];
    for (let offset = 0; offset < incoming.length && from + offset < length; offset += 1) {
      next[from + offset] = incoming[offset] ?? '';
    }
    update(next);
    focusBox(Math.min(length - 1, from + incoming.length));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...latest.current];
      if (next[index]) {
        next[index] = '';
        update(next);
      } else if (index > 0) {
        next[index - 1] = '';
        update(next);
        focusBox(index - 1);
      }
    } else if (event.key === 'Delete') {
      event.preventDefault();
      const next = [...latest.current];
      next[index] = '';
      update(next);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset className="code-input d-flex gap-2" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={`form-control text-center code-box${invalid ? ' is-invalid' : ''}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={index === 0 ? length : 1}
          value={digit}
          disabled={disabled}
          aria-label={t('form.codeDigit', { position: index + 1, count: length })}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            const text = digitsOf(event.target.value);
            if (text.length > 1) {
              fillFrom(index, text);
              return;
            }
            const next = [...latest.current];
            next[index] = text;
            update(next);
            if (text) focusBox(index + 1);
          }}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          onBlur={(event) => {
            // Moving between the boxes is not leaving the field.
            if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node | null)) onBlur?.();
          }}
        />
      ))}
    </fieldset>
  );
}
