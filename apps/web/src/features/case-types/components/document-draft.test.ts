import { describe, expect, it } from 'vitest';
import { must } from '@/test/must';
import { type DraftDocument, draftsFrom, maxAgeMonthsOf, toSaveRequest } from './document-draft';
import { DocumentFormSchema, EMPTY_DOCUMENT_FORM } from './document-form-schema';

const template = { filePath: 'tpl-key', fileName: 'passport.pdf' };
const docs: DraftDocument[] = [
  {
    key: 'a',
    documentTypeId: '1',
    documentName: ' Passport ',
    description: '',
    supportType: null,
    template,
    checkKind: 'passport',
    maxAgeMonths: '',
  },
  {
    key: 'b',
    id: 5,
    documentTypeId: '2',
    documentName: 'NASS letter',
    description: 'x',
    supportType: 1,
    template,
    checkKind: null,
    maxAgeMonths: ' 3 ',
  },
];

describe('case type drafts', () => {
  it('builds the spec request: eligibility flag from the documents, support types always 1, 2 and 3', () => {
    const request = toSaveRequest(' Asylum ', docs);
    expect(request).toMatchObject({
      caseTypeName: 'Asylum',
      requiresEligibilityDocuments: true,
      requiresSupportTypeDocuments: true,
      addationalDocuments: [],
      allowedSupportTypes: [1, 2, 3],
    });
    expect(request.requiredDocuments).toEqual([
      {
        documentTypeId: '1',
        documentName: 'Passport',
        description: '',
        templateUrl: 'tpl-key',
        orignalFileName: 'passport.pdf',
        checkKind: 'passport',
        maxAgeMonths: null,
      },
    ]);
    // Both check settings are always sent, so choosing none clears what was set.
    expect(request.eligibilityDocuments[0]).toMatchObject({
      id: 5,
      documentTypeId: '2',
      supportType: 1,
      checkKind: null,
      maxAgeMonths: 3,
    });
    expect(toSaveRequest('Only required', [must(docs[0], 'a document')]).requiresEligibilityDocuments).toBe(
      false,
    );
  });

  it('turns a saved case type back into drafts that keep their ids and templates', () => {
    const drafts = draftsFrom({
      id: 1,
      caseTypeName: 'Asylum',
      requiresEligibilityDocuments: false,
      requiresSupportTypeDocuments: true,
      allowedSupportTypes: [1, 2, 3],
      requiredDocuments: [
        {
          id: 9,
          documentName: 'Passport',
          description: null,
          isRequired: true,
          templateUrl: 'k',
          orignalFileName: 'p.pdf',
          supportType: null,
          checkKind: 'bankStatement',
          maxAgeMonths: 3,
        },
      ],
      eligibilityDocuments: [],
      isArchived: false,
      reminderDays: [3, 7, 14],
    });
    expect(drafts).toEqual([
      expect.objectContaining({
        id: 9,
        documentTypeId: '1',
        template: { filePath: 'k', fileName: 'p.pdf' },
        checkKind: 'bankStatement',
        maxAgeMonths: '3',
      }),
    ]);
  });

  it('reads "must be dated within" as whole months from 1 to 120, empty for no limit', () => {
    expect(maxAgeMonthsOf('')).toBeNull();
    expect(maxAgeMonthsOf(' 6 ')).toBe(6);
    expect(maxAgeMonthsOf('120')).toBe(120);
    for (const wrong of ['0', '121', '2.5', '-3', 'three', '1e2'])
      expect(maxAgeMonthsOf(wrong)).toBeUndefined();
  });
});

describe('the Upload & Add Document rules', () => {
  const messages = (values: object) => {
    const result = DocumentFormSchema.safeParse({ ...EMPTY_DOCUMENT_FORM, ...values });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('asks for type, name and template', () => {
    expect(messages({})).toEqual([
      'caseType.documentName.required',
      'caseType.documentType.required',
      'caseType.template.required',
    ]);
  });

  it('asks for a support type only for eligibility documents', () => {
    const base = { documentName: 'Letter', template };
    expect(messages({ ...base, documentTypeId: '1' })).toEqual([]);
    expect(messages({ ...base, documentTypeId: '2' })).toEqual(['caseType.supportType.required']);
    expect(messages({ ...base, documentTypeId: '2', supportType: '3' })).toEqual([]);
  });
});
