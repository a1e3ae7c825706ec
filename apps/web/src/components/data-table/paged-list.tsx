import { type ComponentProps, type ReactNode, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInSlices } from '@/lib/use-in-slices';
import { ListPager } from './list-pager';

type Page<Item> = ComponentProps<typeof ListPager>['page'] & { items: Item[] };

interface PagedListProps<Item> {
  /** The page the server sent; undefined until the first one arrives. */
  page: Page<Item> | undefined;
  /** No page yet: "Loading…" shows. */
  pending: boolean;
  /** The page shown is the previous one while the next loads. */
  stale: boolean;
  onPage: (page: number) => void;
  /** Where the list's texts live, e.g. "cases.list": empty, and those of ListPager. */
  textsAt: string;
  /** The table of a page's items; called only when there are some. */
  children: (items: Item[], page: Page<Item>) => ReactNode;
}

const NO_ITEMS: never[] = [];

/** A paged list's body: its table, or the empty or loading line, then the range and page buttons. */
export function PagedList<Item>({ page, pending, stale, onPage, textsAt, children }: PagedListProps<Item>) {
  const { t } = useTranslation();
  // A new page of rows is drawn as interruptible work, so a phone stays responsive: React renders
  // it deferred, and useInSlices puts it on the page a slice of rows per task.
  const shown = useDeferredValue(page);
  const rows = useInSlices(shown?.items ?? NO_ITEMS, shown?.currentPage);
  // An address past the last page (a bookmark, rows gone since) moves to the last page, rather
  // than show "none found" above "Showing 53 to 53 of 53 entries".
  const beyond = page && page.items.length === 0 && page.totalItems > 0 && page.currentPage > page.totalPages;
  // biome-ignore lint/correctness/useExhaustiveDependencies: onPage is a new function each render
  useEffect(() => {
    if (beyond) onPage(page.totalPages);
  }, [beyond, page?.totalPages]);
  return (
    <>
      <div aria-busy={stale || pending || shown !== page || rows.length < (shown?.items.length ?? 0)}>
        {shown && shown.items.length > 0 ? children([...rows], shown) : null}
        {shown && shown.items.length === 0 ? (
          <p className="text-body-secondary my-3">{t(`${textsAt}.empty`)}</p>
        ) : null}
        {pending || (page && !shown) ? (
          <p className="text-body-secondary my-3">{t('common.loading')}</p>
        ) : null}
      </div>
      {shown ? <ListPager page={shown} onPage={onPage} textsAt={textsAt} /> : null}
    </>
  );
}
