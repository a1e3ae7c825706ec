import { provideCaseSection } from '@/lib/case-sections';
import { provideDashboardCard } from '@/lib/dashboard-cards';
import { keyDateTexts } from '@/lib/i18n';

// The case page's sections and the dashboard's cards from other features (lib/case-sections.ts,
// lib/dashboard-cards.ts), each in its own chunk, drawn once the key dates' own texts
// (lib/i18n.ts) have loaded with it.
const withTexts = <T>(module: Promise<T>): Promise<T> =>
  Promise.all([module, keyDateTexts()]).then(([loaded]) => loaded);
provideCaseSection('keyDates', () => withTexts(import('@/features/key-dates/components/key-dates-section')));
provideCaseSection('clientNextDates', () =>
  withTexts(import('@/features/key-dates/components/client-next-dates')),
);
// The tasks' texts are the key dates' (locales/key-dates), drawn with them.
provideCaseSection('tasks', () => withTexts(import('@/features/tasks/components/tasks-section')));
provideDashboardCard('clientNextDates', () =>
  withTexts(import('@/features/key-dates/components/client-next-dates')).then((module) => ({
    default: module.ClientHomeNextDates,
  })),
);
provideDashboardCard('dueThisWeek', () => withTexts(import('@/features/deadlines/components/due-this-week')));
provideDashboardCard('myTasks', () => withTexts(import('@/features/tasks/components/my-tasks')));
