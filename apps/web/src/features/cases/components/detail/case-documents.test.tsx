import type { CaseDocument } from '@docket/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { must } from '@/test/must';
import { useScreenWidth } from '@/test/screen-width';
import { CaseDocuments } from './case-documents';
import { testDetail } from './checklist/test-checklist';

const LONG_NAME = 'Aufenthaltsgestattung_Bundesamt_fuer_Migration_2026-11-28_Seite1.pdf';

const document: CaseDocument = {
  id: 31,
  documentDefinitionId: null,
  documentName: 'Bescheinigung über die Meldung als Asylsuchender',
  documentType: 'additional',
  fileName: LONG_NAME,
  filePath: 'case-document/00000000-0000-4000-8000-000000000031',
  contentType: 'application/pdf',
  fileSize: 2048,
  uploadedAt: '2026-11-20T09:30:00.000Z',
  uploadedByName: 'Amal Haddad',
};

function renderDocuments() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CaseDocuments detail={testDetail({ documents: [document], status: 'Closed' })} />
    </QueryClientProvider>,
  );
}

describe('the attached documents on a phone', () => {
  it('are cards: the name, the kind, the file, and View and Download in words', () => {
    useScreenWidth(360);
    renderDocuments();
    const card = within(screen.getByRole('list', { name: 'Attached Documents' })).getByRole('listitem');
    expect(card.firstElementChild).toHaveTextContent(document.documentName);
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Type', 'File Name', 'Uploaded At']);
    expect(within(card).getByText('Additional')).toBeInTheDocument();
    expect(within(card).getByText(LONG_NAME)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `View ${document.documentName}` })).toHaveTextContent(
      'View',
    );
    expect(within(card).getByRole('button', { name: `Download ${document.documentName}` })).toHaveTextContent(
      'Download',
    );
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('let a long file name wrap after its separators, not letter by letter', () => {
    useScreenWidth(360);
    renderDocuments();
    const name = screen.getByText(LONG_NAME);
    // After each "_", "-" and ".": a break opportunity the browser may use on a narrow screen.
    expect(name.querySelectorAll('wbr')).toHaveLength(8);
    expect(must(name.querySelector('wbr')?.previousSibling, 'the first part').textContent).toBe(
      'Aufenthaltsgestattung_',
    );
  });
});

describe('the attached documents on a wide screen', () => {
  it('stay a table with icon buttons', () => {
    useScreenWidth(1280);
    renderDocuments();
    const row = screen.getByRole('row', { name: /Bescheinigung/ });
    expect(within(row).getByRole('button', { name: `Download ${document.documentName}` })).toHaveTextContent(
      '',
    );
  });
});
