import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APPEARANCE_STORAGE_KEY,
  applyAppearanceToDocument,
  changeAppearance,
  createAppearanceStore,
  DEFAULT_APPEARANCE,
  loadAppearance,
} from './appearance';

afterEach(() => vi.restoreAllMocks());

describe('appearance rules', () => {
  it('starts from the spec defaults: light theme, vertical, fluid, dark sidebar, dark topbar', () => {
    expect(loadAppearance()).toEqual({
      theme: 'light',
      layout: 'vertical',
      width: 'fluid',
      sidebar: 'dark',
      topbar: 'dark',
    });
  });

  it('sets the topbar to dark when the light theme is chosen', () => {
    const colored = { ...DEFAULT_APPEARANCE, theme: 'dark' as const, topbar: 'colored' as const };
    expect(changeAppearance(colored, 'theme', 'light').topbar).toBe('dark');
  });

  it('leaves the topbar alone when the dark theme is chosen', () => {
    const colored = { ...DEFAULT_APPEARANCE, topbar: 'colored' as const };
    expect(changeAppearance(colored, 'theme', 'dark').topbar).toBe('colored');
  });

  it('fires a window resize event after a width change, and only then', () => {
    const store = createAppearanceStore(DEFAULT_APPEARANCE);
    const onResize = vi.fn();
    window.addEventListener('resize', onResize);
    store.set('sidebar', 'light');
    expect(onResize).not.toHaveBeenCalled();
    store.set('width', 'boxed');
    window.removeEventListener('resize', onResize);
    expect(onResize).toHaveBeenCalledOnce();
  });

  it('tells the server the theme (the `theme` cookie), which sends every page in it', () => {
    const store = createAppearanceStore(DEFAULT_APPEARANCE);
    store.set('theme', 'dark');
    expect(document.cookie).toMatch(/(^|; )theme=dark(;|$)/);
    store.set('theme', 'light');
    expect(document.cookie).toMatch(/(^|; )theme=light(;|$)/);
  });

  it('remembers choices across reloads', () => {
    createAppearanceStore(DEFAULT_APPEARANCE).set('layout', 'horizontal');
    expect(createAppearanceStore().get().layout).toBe('horizontal');
    expect(JSON.parse(localStorage.getItem(APPEARANCE_STORAGE_KEY) ?? '{}')).toMatchObject({
      layout: 'horizontal',
    });
  });

  it('ignores remembered values it does not know', () => {
    localStorage.setItem(APPEARANCE_STORAGE_KEY, '{"theme":"neon","width":"boxed"}');
    expect(loadAppearance()).toMatchObject({ theme: 'light', width: 'boxed' });
    localStorage.setItem(APPEARANCE_STORAGE_KEY, '{not json');
    expect(loadAppearance()).toEqual(DEFAULT_APPEARANCE);
  });

  it('applies the choices as data attributes (Bootstrap theme on <html>, layout on <body>)', () => {
    applyAppearanceToDocument({ ...DEFAULT_APPEARANCE, theme: 'dark', sidebar: 'icon', width: 'scrollable' });
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
    expect(document.body.dataset).toMatchObject({
      sidebar: 'icon',
      layoutWidth: 'scrollable',
      layout: 'vertical',
    });
  });
});
