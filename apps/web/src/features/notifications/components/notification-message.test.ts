import type { Notification } from '@docket/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n';
import { notificationLink, notificationMessage } from './notification-message';

const base = { id: 1, caseId: 42, createdAt: '2025-05-01T10:00:00Z', isRead: false };
const make = (kind: Notification['kind'], params: Record<string, string>): Notification => ({
  ...base,
  kind,
  params,
});
const t = i18n.t.bind(i18n);

afterEach(() => setLanguage('en', { remember: false }));

describe('notificationMessage', () => {
  it('names the client and case type of a new case', () => {
    expect(
      notificationMessage(
        t,
        make('case.created', { caseTypeName: 'Asylum claim', clientName: 'Amal Yousef' }),
      ),
    ).toBe('Amal Yousef opened a Asylum claim case (#42).');
  });

  it('says who added a document from the uploader role', () => {
    const client = make('case.document_added', { caseTypeName: 'Asylum claim', uploaderRole: 'Client' });
    expect(notificationMessage(t, client)).toBe('The client added a document to Asylum claim case #42.');
    const other = make('case.document_added', { caseTypeName: 'Asylum claim', uploaderRole: 'Robot' });
    expect(notificationMessage(t, other)).toBe('A document was added to Asylum claim case #42.');
  });

  it('names the assigned solicitor', () => {
    expect(
      notificationMessage(
        t,
        make('case.solicitor_assigned', { caseTypeName: 'Appeal', solicitorName: 'Lena Okafor' }),
      ),
    ).toBe('Lena Okafor is now the solicitor of Appeal case #42.');
  });

  it('translates the new status with the rest of the sentence', async () => {
    const changed = make('case.status_changed', { caseTypeName: 'Appeal', status: 'Closed' });
    expect(notificationMessage(t, changed)).toBe('Appeal case #42 is now Closed.');
    await setLanguage('de', { remember: false });
    expect(notificationMessage(t, changed)).toBe('Der Fall Appeal Nr. 42 ist jetzt abgeschlossen.');
  });

  it('still reads as a sentence when parameters are missing', () => {
    expect(notificationMessage(t, make('case.created', {}))).toBe('A client opened a a case case (#42).');
  });

  it('tells the client of a document sent back, with the reason in her language', async () => {
    const rejected = make('document.rejected', {
      itemId: '12',
      documentName: 'Passport',
      reasonCode: 'unreadable',
    });
    expect(notificationMessage(t, rejected)).toBe(
      'The firm sent back your Passport: Cannot be read. Please send it again (case #42).',
    );
    await setLanguage('es', { remember: false });
    expect(notificationMessage(t, rejected)).toBe(
      'El despacho le ha devuelto su documento Passport: No se puede leer. Envíelo de nuevo, por favor (caso n.º 42).',
    );
  });

  it('words every kind of the document loop', () => {
    const params = { itemId: '12', documentName: 'Passport', caseTypeName: 'Asylum claim' };
    expect(notificationMessage(t, make('document.uploaded', params))).toBe(
      'A new upload of Passport waits for review on Asylum claim case #42.',
    );
    expect(notificationMessage(t, make('document.accepted', params))).toBe(
      'The firm accepted your Passport (case #42).',
    );
    expect(notificationMessage(t, make('document.waived', params))).toBe(
      'The firm no longer needs Passport (case #42).',
    );
    expect(notificationMessage(t, make('document.requested', params))).toBe(
      'The firm asks you for a document: Passport (case #42).',
    );
    expect(notificationMessage(t, make('document.reminder', {}))).toBe(
      'Reminder: the firm is still waiting for documents from you (case #42).',
    );
  });
});

describe('notificationLink', () => {
  it('leads to the item a document’s news is about, else to the case', () => {
    expect(notificationLink(make('document.rejected', { itemId: '12' }))).toBe('/case/42#item-12');
    expect(notificationLink(make('case.status_changed', {}))).toBe('/case/42');
    expect(notificationLink({ ...make('case.created', {}), caseId: null })).toBeNull();
    expect(notificationLink(make('document.accepted', { itemId: '12"><x' }))).toBe('/case/42');
  });
});
