import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

interface VerticalTabsProps {
  tabs: TabItem[];
  active: string;
  onSelect: (id: string) => void;
  label: string;
}

/**
 * WAI-ARIA tabs, vertical on wide screens and stacked above the panel on narrow ones. Arrow keys
 * move between tabs; every panel stays mounted (hidden) so unsaved input survives a tab change.
 */
export function VerticalTabs({ tabs, active, onSelect, label }: VerticalTabsProps) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    refs.current[next]?.focus();
  };

  return (
    <div className="row g-3 vertical-tabs">
      <div className="col-md-4 col-lg-3">
        <div
          className="nav flex-column nav-pills"
          role="tablist"
          aria-label={label}
          aria-orientation="vertical"
        >
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                refs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-controls={`${baseId}-panel-${tab.id}`}
              aria-selected={tab.id === active}
              tabIndex={tab.id === active ? 0 : -1}
              className={`nav-link text-start${tab.id === active ? ' active' : ''}`}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(index, event)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      </div>
      <div className="col-md-8 col-lg-9">
        {tabs.map((tab) => (
          <div
            key={tab.id}
            role="tabpanel"
            id={`${baseId}-panel-${tab.id}`}
            aria-labelledby={`${baseId}-tab-${tab.id}`}
            hidden={tab.id !== active}
          >
            {tab.panel}
          </div>
        ))}
      </div>
    </div>
  );
}
