import { writeThemeCookie } from './theme-cookie';

export const LAYOUTS = ['vertical', 'horizontal'] as const;
export const WIDTHS = ['fluid', 'boxed', 'scrollable'] as const;
export const SIDEBAR_MODES = ['light', 'dark', 'compact', 'icon', 'colored'] as const;
export const TOPBAR_TYPES = ['light', 'dark', 'colored'] as const;
export const THEME_MODES = ['light', 'dark'] as const;

export interface Appearance {
  layout: (typeof LAYOUTS)[number];
  width: (typeof WIDTHS)[number];
  sidebar: (typeof SIDEBAR_MODES)[number];
  topbar: (typeof TOPBAR_TYPES)[number];
  theme: (typeof THEME_MODES)[number];
}

/** Spec defaults: LAYOUT_MODE light, DATA_LAYOUT vertical, LAYOUT_WIDTH fluid, SIDEBAR dark, TOPBAR dark. */
export const DEFAULT_APPEARANCE: Appearance = {
  layout: 'vertical',
  width: 'fluid',
  sidebar: 'dark',
  topbar: 'dark',
  theme: 'light',
};

export const APPEARANCE_STORAGE_KEY = 'docket.appearance';

const CHOICES: { [K in keyof Appearance]: readonly Appearance[K][] } = {
  layout: LAYOUTS,
  width: WIDTHS,
  sidebar: SIDEBAR_MODES,
  topbar: TOPBAR_TYPES,
  theme: THEME_MODES,
};

function pick<K extends keyof Appearance>(key: K, value: unknown): Appearance[K] {
  const allowed = CHOICES[key] as readonly unknown[];
  return (allowed.includes(value) ? value : DEFAULT_APPEARANCE[key]) as Appearance[K];
}

/** Reads the remembered choices, ignoring anything unknown (an old version or a hand-edited value). */
export function loadAppearance(): Appearance {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object') stored = parsed as Record<string, unknown>;
  } catch {
    // A corrupt value just means the defaults.
  }
  return {
    layout: pick('layout', stored.layout),
    width: pick('width', stored.width),
    sidebar: pick('sidebar', stored.sidebar),
    topbar: pick('topbar', stored.topbar),
    theme: pick('theme', stored.theme),
  };
}

/** Applies one choice plus the spec's rule: choosing the light theme sets the topbar to dark. */
export function changeAppearance<K extends keyof Appearance>(
  current: Appearance,
  key: K,
  value: Appearance[K],
): Appearance {
  const next = { ...current, [key]: value };
  if (key === 'theme' && value === 'light') next.topbar = 'dark';
  return next;
}

/** Bootstrap reads data-bs-theme on <html>; the layout CSS reads the data attributes on <body>. */
export function applyAppearanceToDocument(appearance: Appearance, doc: Document = document): void {
  doc.documentElement.setAttribute('data-bs-theme', appearance.theme);
  const body = doc.body;
  body.setAttribute('data-layout', appearance.layout);
  body.setAttribute('data-layout-width', appearance.width);
  body.setAttribute('data-sidebar', appearance.sidebar);
  body.setAttribute('data-topbar', appearance.topbar);
}

type Listener = () => void;

export function createAppearanceStore(initial: Appearance = loadAppearance()) {
  let state = initial;
  const listeners = new Set<Listener>();

  return {
    get: () => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set<K extends keyof Appearance>(key: K, value: Appearance[K]): void {
      const previous = state;
      state = changeAppearance(state, key, value);
      localStorage.setItem(APPEARANCE_STORAGE_KEY, JSON.stringify(state));
      writeThemeCookie(state.theme);
      applyAppearanceToDocument(state);
      for (const listener of listeners) listener();
      // Charts and other size-aware widgets re-measure on resize; a width change moves their box.
      if (key === 'width' && previous.width !== state.width) window.dispatchEvent(new Event('resize'));
    },
  };
}

export const appearanceStore = createAppearanceStore();
