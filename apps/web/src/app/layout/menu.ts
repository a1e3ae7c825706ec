import { BriefcaseBusiness, FolderTree, LayoutDashboard, type LucideIcon, Users } from 'lucide-react';

export interface MenuLink {
  labelKey: string;
  to: string;
}

export interface MenuEntry {
  id: string;
  labelKey: string;
  icon: LucideIcon;
  to?: string;
  children?: MenuLink[];
}

/** The spec's sidebar menu; the horizontal layout shows the same entries as top navigation. */
export const MENU: MenuEntry[] = [
  { id: 'dashboard', labelKey: 'nav.dashboard', icon: LayoutDashboard, to: '/dashboard' },
  {
    id: 'cases',
    labelKey: 'nav.cases',
    icon: BriefcaseBusiness,
    children: [
      { labelKey: 'nav.viewCases', to: '/cases' },
      { labelKey: 'nav.createCase', to: '/create-case' },
    ],
  },
  {
    id: 'case-types',
    labelKey: 'nav.caseTypes',
    icon: FolderTree,
    children: [
      { labelKey: 'nav.viewCaseTypes', to: '/case-type' },
      { labelKey: 'nav.createCaseType', to: '/create-case-type' },
    ],
  },
  {
    id: 'users',
    labelKey: 'nav.users',
    icon: Users,
    children: [
      { labelKey: 'nav.viewUsers', to: '/user-list' },
      { labelKey: 'nav.createUser', to: '/user-create' },
    ],
  },
];

/** A group is "current" when one of its links, or a detail page under it, is open. */
export function isGroupActive(entry: MenuEntry, pathname: string): boolean {
  const prefixes: Record<string, string[]> = {
    cases: ['/case/'],
    'case-types': ['/case-type-detail/'],
  };
  return (
    (entry.children ?? []).some((child) => pathname === child.to) ||
    (prefixes[entry.id] ?? []).some((prefix) => pathname.startsWith(prefix))
  );
}
