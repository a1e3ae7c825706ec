import { describe, expect, it } from 'vitest';
import { testCaseType } from './test-case-type';
import {
  buildCreateRequest,
  eligibilityDocumentsFor,
  isStepValid,
  requiredDocumentsComplete,
  supportTypeOptions,
} from './wizard-rules';
import { EMPTY_DRAFT, wizardReducer } from './wizard-state';

const file = { filePath: 'staged/key', fileName: 'passport.pdf' };

describe('wizard rules', () => {
  it('blocks step 2 until every required document has its upload', () => {
    const caseType = testCaseType();
    const draft = { ...EMPTY_DRAFT, caseTypeId: 7, step: 1 };
    expect(requiredDocumentsComplete(caseType, draft)).toBe(false);
    expect(requiredDocumentsComplete(caseType, { ...draft, requiredFiles: { 11: file } })).toBe(true);
  });

  it('lets step 2 pass when the case type asks for no required documents', () => {
    expect(requiredDocumentsComplete(testCaseType({ requiredDocuments: [] }), EMPTY_DRAFT)).toBe(true);
  });

  it('offers the support types ascending and without None', () => {
    expect(supportTypeOptions(testCaseType({ allowedSupportTypes: [3, 0, 1, 2] }))).toEqual([1, 2, 3]);
  });

  it('filters eligibility documents to the chosen support type', () => {
    const caseType = testCaseType();
    expect(eligibilityDocumentsFor(caseType, 1).map((d) => d.documentName)).toEqual(['NASS letter']);
    expect(eligibilityDocumentsFor(caseType, 3).map((d) => d.documentName)).toEqual(['Family letter']);
    expect(eligibilityDocumentsFor(caseType, 2)).toEqual([]);
  });

  it('requires a support type on step 3', () => {
    const caseType = testCaseType();
    expect(isStepValid(2, caseType, { ...EMPTY_DRAFT, caseTypeId: 7 })).toBe(false);
    expect(isStepValid(2, caseType, { ...EMPTY_DRAFT, caseTypeId: 7, supportType: 1 })).toBe(true);
  });

  it('changing the case type clears the files and the completed steps', () => {
    let draft = wizardReducer(EMPTY_DRAFT, { type: 'caseType', id: 7 });
    draft = wizardReducer(draft, { type: 'next' });
    draft = wizardReducer(draft, { type: 'file', group: 'requiredFiles', documentId: 11, file });
    expect(draft.completed[0]).toBe(true);
    draft = wizardReducer(draft, { type: 'caseType', id: 8 });
    expect(draft).toMatchObject({ caseTypeId: 8, step: 0, requiredFiles: {}, supportType: null });
    expect(draft.completed).toEqual([false, false, false, false]);
  });

  it('sends only the eligibility documents of the chosen support type, with the spec fixed fields', () => {
    const draft = {
      ...EMPTY_DRAFT,
      caseTypeId: 7,
      supportType: 1,
      requiredFiles: { 11: file },
      eligibilityFiles: {
        21: { filePath: 'k21', fileName: 'nass.pdf' },
        23: { filePath: 'k23', fileName: 'f.pdf' },
      },
    };
    const request = buildCreateRequest(testCaseType(), draft, 'user-1');
    expect(request.requiredDocuments).toEqual([
      {
        documentDefinitionId: 11,
        filePath: 'staged/key',
        fileName: 'passport.pdf',
        contentType: '',
        fileSize: 100,
      },
    ]);
    expect(request.eligibilityDocuments.map((d) => d.documentDefinitionId)).toEqual([21]);
    expect(request).toMatchObject({ caseTypeId: 7, supportType: 1, clientId: 'user-1' });
  });
});
