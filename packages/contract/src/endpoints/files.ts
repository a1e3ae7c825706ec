import { API } from '../api.ts';
import { endpoint } from '../endpoint.ts';
import {
  AvatarQuerySchema,
  DownloadHeadersSchema,
  DownloadQuerySchema,
  ExampleFileQuerySchema,
  UploadQuerySchema,
  UploadResultSchema,
  UploadSettingsSchema,
} from '../files.ts';

const tags = ['files'] as const;

export const filesEndpoints = {
  uploadSettings: endpoint(API.uploadSettings, {
    summary:
      'How the web app prepares files before sending them: keepOriginalPhotos false means photos are made smaller in the browser first',
    tags,
    response: UploadSettingsSchema,
    errors: [],
  }),
  uploadFile: endpoint(API.uploadFile, {
    summary:
      'Upload one file (multipart field "file"). kind: case-document, template or avatar; without it, the rules of what the file becomes are checked when it is claimed. The file stays staged until claimed. state and content are in data and at the top level.',
    tags,
    query: UploadQuerySchema,
    response: UploadResultSchema,
    dataAtTop: true,
    errors: [
      'UPLOAD_NOT_MULTIPART',
      'UPLOAD_FIELD_MISSING',
      'UPLOAD_TOO_MANY_FILES',
      'UPLOAD_BROKEN',
      'TEMPLATE_UPLOAD_FORBIDDEN',
      'FILE_TOO_LARGE',
      'FILE_TYPE_NOT_ACCEPTED',
      'FILE_NAME_INVALID',
      'FILE_EMPTY',
      'FILE_CONTENT_MISMATCH',
      'FILE_HAS_MACROS',
    ],
  }),
  downloadFile: endpoint(API.downloadFile, {
    summary:
      'Download a file by key (header filePath). Authorised by what it belongs to; requestedSide is ignored.',
    tags,
    headers: DownloadHeadersSchema,
    query: DownloadQuerySchema,
    errors: ['FILE_NOT_FOUND'],
  }),
  avatarImage: endpoint(API.avatarImage, {
    summary:
      'A user’s avatar by the address GetCurrentUser and the session carry, which an <img> can load without a token; it stops working when it expires or the avatar changes',
    tags,
    auth: 'public',
    query: AvatarQuerySchema,
    errors: ['FILE_NOT_FOUND'],
  }),
  getExampleFile: endpoint(API.getExampleFile, {
    summary: 'Download a case type template (or an avatar) by key',
    tags,
    query: ExampleFileQuerySchema,
    errors: ['FILE_NOT_FOUND'],
  }),
};
