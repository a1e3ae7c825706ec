import { DOCUMENT_TYPE_IDS } from '@docket/contract';
import { z } from 'zod';

const UploadedFileSchema = z.object({ filePath: z.string(), fileName: z.string() });

/** The Upload & Add Document modal's rules (spec "Case type creation"), with the contract's message keys. */
export const DocumentFormSchema = z
  .object({
    documentTypeId: z.union([z.literal(''), z.enum(['1', '2'])]),
    documentName: z.string().trim().min(1, 'caseType.documentName.required').max(200, 'field.tooLong'),
    supportType: z.string(),
    description: z.string().trim().max(1000, 'field.tooLong'),
    template: UploadedFileSchema.nullable(),
  })
  .superRefine((form, ctx) => {
    if (form.documentTypeId === '') {
      ctx.addIssue({ code: 'custom', path: ['documentTypeId'], message: 'caseType.documentType.required' });
    }
    // Only eligibility documents belong to a support type; for required ones it is cleared, not checked.
    if (
      form.documentTypeId === DOCUMENT_TYPE_IDS.eligibility &&
      !['1', '2', '3'].includes(form.supportType)
    ) {
      ctx.addIssue({ code: 'custom', path: ['supportType'], message: 'caseType.supportType.required' });
    }
    if (!form.template) {
      ctx.addIssue({ code: 'custom', path: ['template'], message: 'caseType.template.required' });
    }
  });

export type DocumentForm = z.input<typeof DocumentFormSchema>;

export const EMPTY_DOCUMENT_FORM: DocumentForm = {
  documentTypeId: '',
  documentName: '',
  supportType: '',
  description: '',
  template: null,
};
