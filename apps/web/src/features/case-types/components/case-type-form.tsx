import {
  DEFAULT_REMINDER_DAYS,
  DEFAULT_RETENTION_MONTHS,
  DOCUMENT_TYPE_IDS,
  RetentionMonthsSchema,
  type SaveCaseTypeRequest,
} from '@docket/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Plus from 'lucide-react/icons/plus';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormField } from '@/components/form/form-field';
import { FileName } from '@/components/upload/file-name';
import { formatMonths } from '@/lib/units';
import { AddDocumentModal } from './add-document-modal';
import { DocumentCheckFields } from './document-check-fields';
import { type DraftDocument, maxAgeMonthsOf, toSaveRequest } from './document-draft';
import { DocumentsTable } from './documents-table';
import { parseReminderDays, reminderDaysText } from './reminder-days';

const FieldsSchema = z.object({
  caseTypeName: z.string().trim().min(1, 'caseType.name.required').max(200, 'field.tooLong'),
  reminderDays: z
    .string()
    .refine((text) => parseReminderDays(text) !== null, 'caseType.reminderDays.invalid'),
  retentionMonths: z.string().refine((text) => retentionOf(text) !== null, 'retention.invalid'),
});
type Fields = z.infer<typeof FieldsSchema>;

/** The months as typed: digits only (the contract's coercion would take "1e2"), within its range. */
function retentionOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}$/.test(trimmed)) return null;
  const parsed = RetentionMonthsSchema.safeParse(trimmed);
  return parsed.success ? parsed.data : null;
}

interface CaseTypeFormProps {
  initialName?: string;
  initialDocuments?: DraftDocument[];
  /** Days after a document went missing on which its client is reminded; 3, 7 and 14 for a new type. */
  initialReminderDays?: readonly number[];
  /** Months a closed case's documents are kept; 72 (six years) for a new type. */
  initialRetentionMonths?: number;
  saving: boolean;
  /** Resolves true when saved, so the create screen can clear itself (spec). */
  onSave: (request: SaveCaseTypeRequest) => Promise<boolean>;
  clearOnSave: boolean;
}

/** Name, reminder days, Upload & Add Document, the two document tables and Save Case Type. */
export function CaseTypeForm({
  initialName = '',
  initialDocuments = [],
  initialReminderDays = DEFAULT_REMINDER_DAYS,
  initialRetentionMonths = DEFAULT_RETENTION_MONTHS,
  saving,
  onSave,
  clearOnSave,
}: CaseTypeFormProps) {
  const { t, i18n } = useTranslation();
  const [documents, setDocuments] = useState<DraftDocument[]>(initialDocuments);
  const [modalOpen, setModalOpen] = useState(false);
  const defaults = {
    caseTypeName: initialName,
    reminderDays: reminderDaysText(initialReminderDays),
    retentionMonths: String(initialRetentionMonths),
  };
  const form = useForm<Fields>({
    resolver: zodResolver(FieldsSchema),
    defaultValues: defaults,
    mode: 'onChange',
  });
  const fieldsValid = FieldsSchema.safeParse(form.watch()).success;
  const required = documents.filter((d) => d.documentTypeId === DOCUMENT_TYPE_IDS.required);
  const eligibility = documents.filter((d) => d.documentTypeId === DOCUMENT_TYPE_IDS.eligibility);
  const checksValid = documents.every((d) => maxAgeMonthsOf(d.maxAgeMonths) !== undefined);

  const retention = retentionOf(form.watch('retentionMonths'));

  const submit = form.handleSubmit(async ({ caseTypeName, reminderDays, retentionMonths }) => {
    const days = parseReminderDays(reminderDays);
    const months = retentionOf(retentionMonths);
    if (documents.length === 0 || days === null || months === null || !checksValid) return;
    const saved = await onSave({
      ...toSaveRequest(caseTypeName, documents),
      reminderDays: days,
      retentionMonths: months,
    });
    if (saved && clearOnSave) {
      form.reset({
        caseTypeName: '',
        reminderDays: reminderDaysText(DEFAULT_REMINDER_DAYS),
        retentionMonths: String(DEFAULT_RETENTION_MONTHS),
      });
      setDocuments([]);
    }
  });

  const remove = (key: string) => setDocuments((list) => list.filter((d) => d.key !== key));
  const change = (key: string, patch: Partial<DraftDocument>) =>
    setDocuments((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  // Each document added so far: its template's file name and a Delete button.
  const drafts = {
    emptyText: t('caseTypes.form.noDocuments'),
    keyOf: (doc: DraftDocument) => doc.key,
    template: (doc: DraftDocument) => (doc.template ? <FileName name={doc.template.fileName} /> : '-'),
    checks: (doc: DraftDocument) => (
      <DocumentCheckFields doc={doc} onChange={(patch) => change(doc.key, patch)} />
    ),
    rowActions: (doc: DraftDocument) => (
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        onClick={() => remove(doc.key)}
        aria-label={t('caseTypes.form.deleteDocument', { name: doc.documentName })}
      >
        <Trash2 size={14} aria-hidden="true" className="me-1" />
        {t('caseTypes.delete')}
      </button>
    ),
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="card mb-3">
          <div className="card-body">
            <FormField name="caseTypeName" label={t('caseTypes.name')} required>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  autoComplete="off"
                  placeholder={t('caseTypes.form.namePlaceholder')}
                  {...form.register('caseTypeName')}
                />
              )}
            </FormField>
            <FormField
              name="reminderDays"
              label={t('caseTypes.reminderDays.label')}
              hint={t('caseTypes.reminderDays.hint')}
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.register('reminderDays')}
                />
              )}
            </FormField>
            <FormField
              name="retentionMonths"
              label={t('caseTypes.retention.label')}
              hint={
                retention === null
                  ? t('caseTypes.retention.hint')
                  : t('caseTypes.retention.hintWith', {
                      period: formatMonths(retention, i18n.resolvedLanguage ?? 'en'),
                    })
              }
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  {...form.register('retentionMonths')}
                />
              )}
            </FormField>
            <button type="button" className="btn btn-outline-primary" onClick={() => setModalOpen(true)}>
              <Plus size={16} aria-hidden="true" className="me-1" />
              {t('caseTypes.form.openAddDocument')}
            </button>
          </div>
        </div>
        <DocumentsTable caption={t('caseTypes.requiredDocuments')} documents={required} {...drafts} />
        <DocumentsTable
          caption={t('caseTypes.eligibilityDocuments')}
          documents={eligibility}
          withSupportType
          {...drafts}
        />
        <div className="d-flex justify-content-end">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!fieldsValid || !checksValid || documents.length === 0 || saving}
          >
            {saving ? t('caseTypes.form.saving') : t('caseTypes.form.save')}
          </button>
        </div>
      </form>
      <AddDocumentModal
        show={modalOpen}
        onClose={() => setModalOpen(false)}
        onAdd={(doc) => setDocuments((list) => [...list, doc])}
      />
    </FormProvider>
  );
}
