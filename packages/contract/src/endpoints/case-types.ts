import { z } from 'zod';
import { API } from '../api.ts';
import {
  CaseTypeSchema,
  IdQuerySchema,
  SaveCaseTypeRequestSchema,
  UpdateCaseTypeRequestSchema,
} from '../case-types.ts';
import { endpoint } from '../endpoint.ts';

const tags = ['case types'] as const;
const admins = ['Admin'] as const;
const templateErrors = ['UPLOAD_NOT_FOUND', 'FILE_TYPE_NOT_ACCEPTED', 'FILE_TOO_LARGE'] as const;

export const caseTypesEndpoints = {
  createCaseType: endpoint(API.createCaseType, {
    summary:
      'Create a case type with its required and eligibility documents (admins). templateUrl is the upload’s filePath, alone or followed by the file name.',
    tags,
    roles: admins,
    body: SaveCaseTypeRequestSchema,
    response: z.object({ id: z.number().int() }),
    errors: ['CASE_TYPE_NAME_TAKEN', 'DOCUMENT_WRONG_LIST', ...templateErrors],
  }),
  updateCaseType: endpoint(API.updateCaseType, {
    summary: 'Update a case type and its documents (admins); documents in use are archived, not deleted',
    tags,
    roles: admins,
    body: UpdateCaseTypeRequestSchema,
    response: z.object({ id: z.number().int() }),
    errors: [
      'CASE_TYPE_NOT_FOUND',
      'CASE_TYPE_NAME_TAKEN',
      'DOCUMENT_WRONG_LIST',
      'DOCUMENT_NOT_IN_CASE_TYPE',
      ...templateErrors,
    ],
  }),
  getCaseTypes: endpoint(API.getCaseTypes, {
    summary: 'The case types offered for new cases',
    tags,
    response: z.array(CaseTypeSchema),
    errors: [],
  }),
  getCaseTypeById: endpoint(API.getCaseTypeById, {
    summary: 'One case type with its documents',
    tags,
    query: IdQuerySchema,
    response: CaseTypeSchema,
    errors: ['CASE_TYPE_NOT_FOUND'],
  }),
  deleteCaseType: endpoint(API.deleteCaseType, {
    summary: 'Delete a case type (admins); one that cases use is archived instead',
    tags,
    roles: admins,
    query: IdQuerySchema,
    response: z.object({ outcome: z.enum(['deleted', 'archived']) }),
    errors: ['CASE_TYPE_NOT_FOUND'],
  }),
};
