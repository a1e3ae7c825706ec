import { render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { DocumentsTable } from './documents-table';

const docs = [
  { key: 'a', documentName: 'Passport', description: 'Photo page', supportType: null, required: true },
  { key: 'b', documentName: 'Utility bill', description: null, supportType: null, required: false },
];
type Doc = (typeof docs)[number];

function renderTable(props: Partial<ComponentProps<typeof DocumentsTable<Doc>>>) {
  return render(
    <DocumentsTable<Doc>
      caption="Required Documents"
      emptyText="No documents"
      documents={docs}
      keyOf={(doc) => doc.key}
      template={() => '-'}
      {...props}
    />,
  );
}

const headings = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('DocumentsTable', () => {
  it('adds the Required/Optional column only when asked, and no action column without row actions', () => {
    renderTable({ isRequired: (doc) => doc.required });
    expect(headings()).toEqual(['Document Name', 'Required/Optional', 'Description', 'Template']);
    const row = screen.getByRole('row', { name: /Utility bill/ });
    expect(within(row).getByText('Optional')).toBeInTheDocument();
  });

  it('puts each row’s actions in a last column headed for screen readers only', () => {
    renderTable({
      template: (doc) => `${doc.documentName}.pdf`,
      rowActions: (doc) => <button type="button">Delete {doc.documentName}</button>,
    });
    expect(headings()).toEqual(['Document Name', 'Description', 'Template', 'Action']);
    const row = screen.getByRole('row', { name: /Passport/ });
    expect(within(row).getByRole('button', { name: 'Delete Passport' })).toBeInTheDocument();
    expect(within(row).getByText('Passport.pdf')).toBeInTheDocument();
  });

  it('says so in place of the table when there are no documents', () => {
    renderTable({ documents: [], emptyText: 'No Documents Added Yet' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('No Documents Added Yet')).toBeInTheDocument();
  });
});
