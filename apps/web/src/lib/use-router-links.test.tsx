import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRouterLinks } from './use-router-links';

function List() {
  const links = useRouterLinks();
  return (
    <>
      <div ref={links}>
        <a href="/case/7?tab=notes#top">
          <span>Case 7</span>
        </a>
        <a href="https://example.org/elsewhere">Elsewhere</a>
        <a href="/case/8" target="_blank" rel="noreferrer">
          New tab
        </a>
        <a href="/files/9" download>
          Download
        </a>
      </div>
      <a href="/case/9">Outside</a>
    </>
  );
}

/** A list whose container appears only once its data has, as the timeline's does. */
function LateList() {
  const links = useRouterLinks();
  const [loaded, setLoaded] = useState(false);
  if (!loaded) {
    return (
      <button type="button" onClick={() => setLoaded(true)}>
        Load
      </button>
    );
  }
  return (
    <ol ref={links}>
      <li>
        <a href="/case/11">Case 11</a>
      </li>
    </ol>
  );
}

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}${location.hash}`}</p>;
}

/**
 * Clicks `element` and says whether the click went on to the browser (true) or was taken over.
 * The browser's own navigation is cancelled afterwards either way, as jsdom cannot load pages.
 */
function click(element: Element, init: MouseEventInit = {}): boolean {
  let leftToBrowser = false;
  const after = (event: Event) => {
    leftToBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', after, { once: true });
  fireEvent.click(element, init);
  return leftToBrowser;
}

function renderList(Component = List) {
  const router = createMemoryRouter([
    { path: '/', Component },
    { path: '/case/:id', Component: Where },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('useRouterLinks', () => {
  it('takes a plain click on a link in the container to that screen, without a page load', async () => {
    renderList();
    // The click lands on the text inside the link, as a tap usually does.
    expect(click(screen.getByText('Case 7'))).toBe(false);
    expect(await screen.findByText('at /case/7?tab=notes#top')).toBeInTheDocument();
  });

  it('routes the links of a container that appears after the first render', async () => {
    renderList(LateList);
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(click(await screen.findByRole('link', { name: 'Case 11' }))).toBe(false);
    expect(await screen.findByText('at /case/11')).toBeInTheDocument();
  });

  it('leaves modified clicks, other buttons, other origins, other tabs and downloads to the browser', () => {
    const router = renderList();
    const link = screen.getByRole('link', { name: 'Case 7' });
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
      expect(click(link, { [modifier]: true })).toBe(true);
    }
    expect(click(link, { button: 1 })).toBe(true);
    expect(click(screen.getByRole('link', { name: 'Elsewhere' }))).toBe(true);
    expect(click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(click(screen.getByRole('link', { name: 'Download' }))).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });

  it('leaves links outside its container, and clicks something else already handled', () => {
    const router = renderList();
    expect(click(screen.getByRole('link', { name: 'Outside' }))).toBe(true);
    const link = screen.getByRole('link', { name: 'Case 7' });
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    click(link);
    expect(router.state.location.pathname).toBe('/');
  });
});
