import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The words of a card list's sort box ("Sort by", "Created At, descending"), in the reader's language. */
export function useSortTexts() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      label: t('lists.sortBy'),
      option: (column: string, order: 'asc' | 'desc') =>
        t(order === 'asc' ? 'lists.sortAscending' : 'lists.sortDescending', { column }),
    }),
    [t],
  );
}
