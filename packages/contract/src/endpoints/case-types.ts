import { z } from 'zod';
import { API } from '../api.ts';
import {
  CaseTypeSchema,
  IdQuerySchema,
  SaveCaseTypeRequestSchema,
  UpdateCaseTypeRequestSchema,
} from '../case-types.ts';
import { endpoint } from '../endpoint.ts';
import { CLAIM_ERRORS, CreatedIdSchema } from './shared.ts';

const tags = ['case types'] as const;
const admins = ['Admin'] as const;

export const caseTypesEndpoints = {
  createCaseType: endpoint(API.createCaseType, {
    summary:
      'Create a case type with its required and eligibility documents (admins). templateUrl is the upload’s filePath, alone or followed by the file name.',
    tags,
    roles: admins,
    body: SaveCaseTypeRequestSchema,
    response: CreatedIdSchema,
    errors: ['CASE_TYPE_NAME_TAKEN', 'DOCUMENT_WRONG_LIST', ...CLAIM_ERRORS],
  }),
  updateCaseType: endpoint(API.updateCaseType, {
    summary: 'Update a case type and its documents (admins); documents in use are archived, not deleted',
    tags,
    roles: admins,
    body: UpdateCaseTypeRequestSchema,
    response: CreatedIdSchema,
    errors: [
      'CASE_TYPE_NOT_FOUND',
      'CASE_TYPE_NAME_TAKEN',
      'DOCUMENT_WRONG_LIST',
      'DOCUMENT_NOT_IN_CASE_TYPE',
      ...CLAIM_ERRORS,
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
