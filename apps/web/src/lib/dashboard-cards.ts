import { type ComponentType, lazy } from 'react';

/**
 * Cards another feature adds to the dashboard, as lib/case-sections.ts does for the case page:
 * the dashboard asks for a card by name, and the app (app/case-sections.ts) says where each loads
 * from, its own chunk fetched the first time it is drawn. A card nobody provided (a component test
 * of the dashboard alone) is simply not there.
 */
export interface DashboardCardProps {
  /** 'clientNextDates': her cases, by number and name. */
  clientNextDates: { cases: readonly { id: number; name: string }[] };
  /** 'dueThisWeek': the key dates due this week of the signed-in member of staff. */
  dueThisWeek: Record<string, never>;
  /** 'myTasks': the open tasks given to the signed-in member of staff, across their cases. */
  myTasks: Record<string, never>;
}
export type DashboardCardName = keyof DashboardCardProps;

type Card<N extends DashboardCardName> = ComponentType<DashboardCardProps[N]>;

// Each name's card has its own props; the map keeps them apart by name.
const cards = new Map<DashboardCardName, unknown>();

export function provideDashboardCard<N extends DashboardCardName>(
  name: N,
  load: () => Promise<{ default: Card<N> }>,
): void {
  cards.set(name, lazy(load));
}

export function dashboardCard<N extends DashboardCardName>(name: N): Card<N> | null {
  return (cards.get(name) as Card<N> | undefined) ?? null;
}
