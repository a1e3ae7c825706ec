import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { appearanceStore, DEFAULT_APPEARANCE } from '@/lib/appearance';
import { AppearancePanel } from './appearance-panel';

function group(name: string) {
  return within(screen.getByRole('group', { name }));
}

afterEach(() => {
  for (const [key, value] of Object.entries(DEFAULT_APPEARANCE)) {
    appearanceStore.set(key as keyof typeof DEFAULT_APPEARANCE, value);
  }
});

describe('AppearancePanel', () => {
  it('offers sidebar modes only in the vertical layout and topbar types only in the horizontal one', async () => {
    render(<AppearancePanel show onHide={() => {}} />);
    expect(screen.getByRole('group', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Topbar' })).not.toBeInTheDocument();

    await userEvent.click(group('Layout').getByLabelText('Horizontal'));

    expect(document.body.dataset.layout).toBe('horizontal');
    expect(screen.queryByRole('group', { name: 'Sidebar' })).not.toBeInTheDocument();
    expect(group('Topbar').getByLabelText('Colored')).toBeInTheDocument();
  });

  it('applies each choice to the document at once', async () => {
    render(<AppearancePanel show onHide={() => {}} />);
    await userEvent.click(group('Theme mode').getByLabelText('Dark'));
    await userEvent.click(group('Sidebar').getByLabelText('Compact'));
    await userEvent.click(group('Layout width').getByLabelText('Boxed'));
    expect(document.documentElement.getAttribute('data-bs-theme')).toBe('dark');
    expect(document.body.dataset.sidebar).toBe('compact');
    expect(document.body.dataset.layoutWidth).toBe('boxed');
  });

  it('turns the topbar dark when the light theme is picked', async () => {
    appearanceStore.set('layout', 'horizontal');
    appearanceStore.set('theme', 'dark');
    appearanceStore.set('topbar', 'colored');
    render(<AppearancePanel show onHide={() => {}} />);
    await userEvent.click(group('Theme mode').getByLabelText('Light'));
    expect(group('Topbar').getByLabelText('Dark')).toBeChecked();
    expect(document.body.dataset.topbar).toBe('dark');
  });
});
