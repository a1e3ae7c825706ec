import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Sections another feature adds to the case page. Features do not import each other, so the case
 * page asks for a section here by name, and the app (app/case-sections.ts) says where each one
 * loads from: its own chunk, fetched the first time it is drawn. A section nobody provided (a
 * component test of the case page alone) is simply not there.
 */
export interface CaseSectionProps {
  caseId: number;
}

export type CaseSectionName =
  /** The case's key dates, for its staff (features/key-dates). */
  | 'keyDates'
  /** The client's next dates, on her case page (features/key-dates). */
  | 'clientNextDates'
  /** The case's tasks, for its staff (features/tasks). */
  | 'tasks';

type Loader = () => Promise<{ default: ComponentType<CaseSectionProps> }>;

const sections = new Map<CaseSectionName, LazyExoticComponent<ComponentType<CaseSectionProps>>>();

export function provideCaseSection(name: CaseSectionName, load: Loader): void {
  sections.set(name, lazy(load));
}

export function caseSection(name: CaseSectionName): ComponentType<CaseSectionProps> | null {
  return sections.get(name) ?? null;
}
