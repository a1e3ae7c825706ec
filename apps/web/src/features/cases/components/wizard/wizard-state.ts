import type { UploadedFile } from '@/components/upload/upload-file';

export const STEP_COUNT = 4;

/** Everything a client has entered in the wizard; kept in storage so a reload or lost connection loses nothing. */
export interface WizardDraft {
  step: number;
  completed: boolean[];
  /** The client a member of staff opens the case for (a client's own case is always hers). */
  clientId: string | null;
  /** Their name and e-mail, as shown once picked. */
  clientLabel: string;
  caseTypeId: number | null;
  /** Set once the case type select was left, so "Case Type is required." may show. */
  caseTypeTouched: boolean;
  description: string;
  supportType: number | null;
  /** Staged uploads by document definition id. */
  requiredFiles: Record<number, UploadedFile>;
  eligibilityFiles: Record<number, UploadedFile>;
}

export type WizardAction =
  | { type: 'client'; id: string | null; label: string }
  | { type: 'caseType'; id: number | null }
  | { type: 'touchCaseType' }
  | { type: 'description'; text: string }
  | { type: 'supportType'; value: number | null }
  | {
      type: 'file';
      group: 'requiredFiles' | 'eligibilityFiles';
      documentId: number;
      file: UploadedFile | null;
    }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'reset' };

export const EMPTY_DRAFT: WizardDraft = {
  step: 0,
  completed: [false, false, false, false],
  clientId: null,
  clientLabel: '',
  caseTypeId: null,
  caseTypeTouched: false,
  description: '',
  supportType: null,
  requiredFiles: {},
  eligibilityFiles: {},
};

function withFile(files: Record<number, UploadedFile>, id: number, file: UploadedFile | null) {
  const next = { ...files };
  if (file) next[id] = file;
  else delete next[id];
  return next;
}

/** Step rules live in wizard-rules.ts; `next` is only dispatched once the current step is valid. */
export function wizardReducer(draft: WizardDraft, action: WizardAction): WizardDraft {
  switch (action.type) {
    case 'client':
      return { ...draft, clientId: action.id, clientLabel: action.id ? action.label : '' };
    case 'caseType':
      if (action.id === draft.caseTypeId) return draft;
      // Spec: a new case type clears the selected files and the completed steps.
      return {
        ...EMPTY_DRAFT,
        clientId: draft.clientId,
        clientLabel: draft.clientLabel,
        caseTypeId: action.id,
        caseTypeTouched: true,
        description: draft.description,
      };
    case 'touchCaseType':
      return { ...draft, caseTypeTouched: true };
    case 'description':
      return { ...draft, description: action.text };
    case 'supportType':
      return { ...draft, supportType: action.value };
    case 'file':
      return { ...draft, [action.group]: withFile(draft[action.group], action.documentId, action.file) };
    case 'next': {
      const completed = draft.completed.map((done, index) => (index === draft.step ? true : done));
      return { ...draft, completed, step: Math.min(draft.step + 1, STEP_COUNT - 1) };
    }
    case 'previous':
      return { ...draft, step: Math.max(draft.step - 1, 0) };
    case 'reset':
      return EMPTY_DRAFT;
  }
}

const storageKey = (userId: string) => `docket.caseDraft.${userId}`;

/**
 * Local storage (not session storage) so a phone that kills the tab keeps the draft; it is per user
 * and sign-out clears local storage, so the next person at the device never sees it.
 */
export function loadDraft(userId: string): WizardDraft {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    if (!raw) return EMPTY_DRAFT;
    const parsed = JSON.parse(raw) as Partial<WizardDraft>;
    return { ...EMPTY_DRAFT, ...parsed };
  } catch {
    return EMPTY_DRAFT;
  }
}

export function saveDraft(userId: string, draft: WizardDraft): void {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(draft));
  } catch {
    // A full or disabled storage only costs the ability to resume; the wizard still works.
  }
}

export function clearDraft(userId: string): void {
  localStorage.removeItem(storageKey(userId));
}
