import type { LucideIcon } from 'lucide-react';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarDays from 'lucide-react/icons/calendar-days';
import FolderTree from 'lucide-react/icons/folder-tree';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import LifeBuoy from 'lucide-react/icons/life-buoy';
import Users from 'lucide-react/icons/users';

export interface MenuLink {
  labelKey: string;
  to: string;
  /** Roles that see the link; absent means every role. The server enforces access either way. */
  roles?: readonly string[];
}

export interface MenuEntry {
  id: string;
  labelKey: string;
  icon: LucideIcon;
  to?: string;
  children?: MenuLink[];
  roles?: readonly string[];
}

const ADMIN = ['Admin'] as const;

/** The spec's sidebar menu; the horizontal layout shows the same entries as top navigation. */
export const MENU: MenuEntry[] = [
  { id: 'dashboard', labelKey: 'nav.dashboard', icon: LayoutDashboard, to: '/dashboard' },
  {
    id: 'cases',
    labelKey: 'nav.cases',
    icon: BriefcaseBusiness,
    children: [
      { labelKey: 'nav.viewCases', to: '/cases' },
      // Clients open their own cases; staff open them on a client's behalf (the server decides).
      { labelKey: 'nav.createCase', to: '/create-case' },
    ],
  },
  // The firm's work queue of key dates (issue 32): what is overdue or due soon, mine or the firm's.
  {
    id: 'deadlines',
    labelKey: 'deadlines.nav',
    icon: CalendarClock,
    to: '/deadlines',
    roles: ['Admin', 'Solicitor'],
  },
  // The calendar of key dates and appointments (hearings, interviews, meetings), with the private feed.
  {
    id: 'calendar',
    labelKey: 'calendar.nav',
    icon: CalendarDays,
    to: '/calendar',
    roles: ['Admin', 'Solicitor'],
  },
  {
    id: 'case-types',
    labelKey: 'nav.caseTypes',
    icon: FolderTree,
    roles: ['Admin', 'Solicitor'],
    children: [
      { labelKey: 'nav.viewCaseTypes', to: '/case-type' },
      { labelKey: 'nav.createCaseType', to: '/create-case-type', roles: ADMIN },
    ],
  },
  {
    id: 'users',
    labelKey: 'nav.users',
    icon: Users,
    roles: ADMIN,
    children: [
      { labelKey: 'nav.viewUsers', to: '/user-list' },
      { labelKey: 'nav.createUser', to: '/user-create' },
      { labelKey: 'audit.nav', to: '/audit-log' },
      { labelKey: 'privacy.nav', to: '/privacy' },
      { labelKey: 'backgroundWork.nav', to: '/background-work' },
      { labelKey: 'keyDateAdmin.nav', to: '/key-date-rules' },
    ],
  },
  // Answers for clients: uploading from a phone, file formats, support types, fees.
  { id: 'help', labelKey: 'help.nav', icon: LifeBuoy, to: '/pages/faqs' },
];

/** The menu a role may use: entries and links without `roles` are for everyone. */
export function menuFor(role: string | undefined): MenuEntry[] {
  const allowed = (roles?: readonly string[]) => !roles || (role !== undefined && roles.includes(role));
  return MENU.filter((entry) => allowed(entry.roles)).map((entry) =>
    entry.children ? { ...entry, children: entry.children.filter((child) => allowed(child.roles)) } : entry,
  );
}

/** A group is "current" when one of its links, or a detail page under it, is open. */
export function isGroupActive(entry: MenuEntry, pathname: string): boolean {
  const prefixes: Record<string, string[]> = {
    cases: ['/case/'],
    'case-types': ['/case-type-detail/'],
    users: ['/privacy/'],
  };
  return (
    (entry.children ?? []).some((child) => pathname === child.to) ||
    (prefixes[entry.id] ?? []).some((prefix) => pathname.startsWith(prefix))
  );
}
