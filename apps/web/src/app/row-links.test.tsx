import type { CaseType } from '@docket/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@/features/audit/api/get-audit-events';
import { AuditTable } from '@/features/audit/components/audit-table';
import { CaseTypesTable } from '@/features/case-types/components/case-types-table';
import { CaseTable } from '@/features/cases/components/case-table';
import { RecentPopularTabs } from '@/features/dashboard/components/recent-popular-tabs';
import { testCase } from '@/test/fixtures';
import { must } from '@/test/must';

// The lists' links are router Links: a plain anchor in their place would still work, by loading the
// whole app again, so each list is checked to stay in the app.

const aCase = testCase({ solicitorId: null, solicitorName: null, stage: 'WithFirm' });

const aCaseType: CaseType = {
  id: 4,
  caseTypeName: 'Asylum claim',
  requiresEligibilityDocuments: false,
  requiresSupportTypeDocuments: false,
  allowedSupportTypes: [1],
  requiredDocuments: [],
  eligibilityDocuments: [],
  isArchived: false,
  reminderDays: [3, 7, 14],
};

const anEvent: AuditEvent = {
  id: 1,
  occurredAt: '2026-11-02T10:00:00.000Z',
  action: 'case.created',
  actorId: 'c1',
  actorName: 'Amal Haddad',
  ip: null,
  targetType: 'case',
  targetId: '42',
  details: {},
};

function Where() {
  const location = useLocation();
  return <p>{`now at ${location.pathname}${location.search}`}</p>;
}

/** Renders `list` in the app's router, follows the link named `name`, and says where it led. */
async function follow(list: ReactNode, name: string | RegExp): Promise<string> {
  const router = createMemoryRouter([
    { path: '/', element: list },
    { path: '*', Component: Where },
  ]);
  render(<RouterProvider router={router} />);
  // A page load would be left to the browser; the router only moves if the click was taken over.
  await userEvent.click(must(screen.getAllByRole('link', { name })[0], `a link named ${name}`));
  return (await screen.findByText(/^now at /)).textContent ?? '';
}

const caseTable = (
  <CaseTable
    cases={[aCase]}
    firstRow={1}
    sort={{ column: 'createdAt', order: 'desc' }}
    onSort={() => {}}
    canAssign={false}
    onAssign={() => {}}
    isStaff
  />
);

describe('links in lists move between screens without a page load', () => {
  it('the case list: the case type', async () => {
    expect(await follow(caseTable, 'Asylum claim')).toBe('now at /case/42');
  });

  it('the case list: the view button', async () => {
    expect(await follow(caseTable, /View case 42/)).toBe('now at /case/42');
  });

  it('the case types: the edit button', async () => {
    const table = <CaseTypesTable caseTypes={[aCaseType]} canManage onDelete={() => {}} />;
    expect(await follow(table, /Edit Asylum claim/)).toBe('now at /create-case-type?id=4');
  });

  it('the audit log: the case a record acted on', async () => {
    expect(await follow(<AuditTable events={[anEvent]} />, 'Case #42')).toBe('now at /case/42');
  });

  it("the dashboard's recent cases", async () => {
    const tabs = <RecentPopularTabs data={{ recentCases: [aCase], popularCaseTypes: [] }} />;
    expect(await follow(tabs, 'Asylum claim')).toBe('now at /case/42');
  });
});
