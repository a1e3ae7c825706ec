import Search from 'lucide-react/icons/search';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { MIN_SEARCH_LENGTH, useSearch } from '../api/search';
import { moveActive, SEARCH_GROUPS, type SearchOption, toOptions } from './search-options';
import { Snippet } from './snippet';
import '../search.css';

/**
 * The top bar's search: a combobox whose results drop down grouped into cases, documents (found by
 * their text, with the words around the match), case types and people. Arrow keys move, Enter
 * opens, Escape closes; focus stays in the box throughout.
 */
export function SearchBox({
  autoFocus = false,
  onNavigate,
}: {
  autoFocus?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The small-screen panel opens for typing, so the box takes focus as it appears. Focused here,
  // not by the autofocus attribute, which a browser honours only while the page first loads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the box appears
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, []);
  const q = useDebouncedValue(text.trim());
  const { data, isFetching, error } = useSearch(q);
  const ready = q.length >= MIN_SEARCH_LENGTH;
  const options = useMemo(
    () =>
      data && ready
        ? toOptions(data, {
            status: (status) => t(`search.status.${status}`, { defaultValue: status }),
            documentDetail: (hit) =>
              t('search.documentDetail', { clientName: hit.clientName, caseId: hit.caseId, page: hit.page }),
          })
        : [],
    [data, ready, t],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer starts the highlight again
  useEffect(() => setActive(-1), [options]);

  // A click elsewhere closes the results, as it would any menu.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const go = (option: SearchOption) => {
    setOpen(false);
    setText('');
    navigate(option.to);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setActive((current) => moveActive(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (option) go(option);
    } else if (event.key === 'Escape') {
      if (open) event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && ready;
  const status = !ready
    ? ''
    : error
      ? t('search.failed')
      : isFetching && !data
        ? t('search.searching')
        : t('search.resultCount', { count: options.length });

  return (
    <div className="search-box position-relative" ref={wrapper}>
      <Search size={16} aria-hidden="true" className="search-icon" />
      <input
        type="search"
        role="combobox"
        className="form-control"
        placeholder={t('topbar.searchPlaceholder')}
        aria-label={t('a11y.search')}
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${id}-${options[active]?.id}` : undefined}
        autoComplete="off"
        ref={input}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <span className="visually-hidden" aria-live="polite">
        {expanded ? status : ''}
      </span>
      <div
        id={listId}
        role="listbox"
        aria-label={t('search.results')}
        className="search-results"
        hidden={!expanded}
      >
        {expanded && options.length === 0 ? <p className="search-empty mb-0">{status}</p> : null}
        {SEARCH_GROUPS.map((group) => {
          const inGroup = options.filter((option) => option.group === group);
          if (inGroup.length === 0) return null;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group; a fieldset is for form controls
            <div key={group} role="group" aria-labelledby={`${id}-${group}`}>
              <div id={`${id}-${group}`} className="search-group" role="presentation">
                {t(`search.groups.${group}`)}
              </div>
              {inGroup.map((option) => {
                const index = options.indexOf(option);
                return (
                  <div
                    key={option.id}
                    id={`${id}-${option.id}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    className={`search-option${index === active ? ' active' : ''}`}
                    onPointerDown={(event) => event.preventDefault()}
                    onClick={() => go(option)}
                    onKeyDown={() => {}}
                  >
                    <span className="d-block">{option.label}</span>
                    {option.detail ? (
                      <span className="d-block small search-detail">{option.detail}</span>
                    ) : null}
                    {option.snippet ? <Snippet parts={option.snippet} /> : null}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
