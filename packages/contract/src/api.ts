/**
 * Every endpoint of the API by name: its method and its path, the only place either is written.
 * The specification's paths stay exactly as it spells them, misspellings included (clients depend
 * on them); the server matches them case-insensitively. What each endpoint takes, answers and
 * fails with is described beside this, in `endpoints/` (ENDPOINTS); this table has no schemas, so
 * a screen that calls an endpoint loads nothing but its name, method and path.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Route = {
  method: HttpMethod;
  path: `/api/${string}`;
  /** Methods answered the same way besides `method` (the spec's PUT calls that clients also POST). */
  alsoAccepts?: readonly HttpMethod[];
  /** Moves file bytes: the loading overlay stays hidden, the upload or download shows its own progress. */
  transfer?: 'upload' | 'download';
};

/** Section 7 of the specification, in its order: the calls a client written against it makes. */
const SPEC_ROUTES = {
  refreshToken: { method: 'GET', path: '/api/Authentication/RefreshToken' },
  login: { method: 'POST', path: '/api/Account/Login' },
  loginWithRecoveryCode: { method: 'POST', path: '/api/account/LoginWithRecoveryCode' },
  forgotPassword: { method: 'POST', path: '/api/Account/ForgotPassword' },
  resetPassword: { method: 'POST', path: '/api/Account/ResetPassword' },
  changePassword: { method: 'POST', path: '/api/Account/ChangePassword' },
  getMfa: { method: 'POST', path: '/api/Account/GetMFA' },
  enableAuthenticator: { method: 'POST', path: '/api/account/EnableAuthenticator' },
  saveUser: { method: 'POST', path: '/api/user/SaveUser' },
  getUsers: { method: 'POST', path: '/api/user/GetUsers' },
  getCurrentUser: { method: 'POST', path: '/api/user/GetCurrentUser' },
  toggleUser: { method: 'GET', path: '/api/User/ToggleUser' },
  updatePersonalInfo: { method: 'POST', path: '/api/User/UpdatePersonalInfo' },
  updateAddress: { method: 'POST', path: '/api/User/UpdateAddress' },
  adminChangePassword: { method: 'PUT', path: '/api/Admin/ChangePassword' },
  uploadFile: { method: 'POST', path: '/api/FileReceiver/Uploadfile', transfer: 'upload' },
  getExampleFile: { method: 'GET', path: '/api/FileReceiver/GetExampleFile', transfer: 'download' },
  downloadFile: { method: 'GET', path: '/api/FileReceiver/DownloadFile', transfer: 'download' },
  createCaseType: { method: 'POST', path: '/api/case/CreateCaseType' },
  getCaseTypes: { method: 'GET', path: '/api/Case/GetCaseTypesAsync' },
  getCaseTypeById: { method: 'GET', path: '/api/Case/GetCaseTypeById' },
  createCase: { method: 'POST', path: '/api/case/createcase' },
  supportRequirements: { method: 'GET', path: '/api/support-requirements' },
  getCases: { method: 'GET', path: '/api/Case/GetCases' },
  assignSolicitor: { method: 'PUT', path: '/api/case/AssignSolictor' },
  getCaseById: { method: 'GET', path: '/api/Case/GetCaseById' },
  deleteCaseType: { method: 'DELETE', path: '/api/Case/DeleteCaseType' },
  getSolicitors: { method: 'GET', path: '/api/Miscellaneous/GetSolictors' },
} as const satisfies Record<string, Route>;

/** What the product needs beyond the specification. */
const PRODUCT_ROUTES = {
  avatarImage: { method: 'GET', path: '/api/FileReceiver/Avatar', transfer: 'download' },
  uploadSettings: { method: 'GET', path: '/api/FileReceiver/UploadSettings' },
  health: { method: 'GET', path: '/api/health' },
  healthReady: { method: 'GET', path: '/api/health/ready' },
  logout: { method: 'POST', path: '/api/Account/Logout' },
  verifyPassword: { method: 'POST', path: '/api/Account/VerifyPassword' },
  disableAuthenticator: { method: 'POST', path: '/api/account/DisableAuthenticator' },
  generateRecoveryCodes: { method: 'POST', path: '/api/account/GenerateRecoveryCodes' },
  setLanguage: { method: 'POST', path: '/api/User/SetLanguage' },
  getSecurityPolicy: { method: 'GET', path: '/api/Admin/SecurityPolicy' },
  saveSecurityPolicy: { method: 'PUT', path: '/api/Admin/SecurityPolicy' },
  updateUser: { method: 'PUT', path: '/api/User/UpdateUser', alsoAccepts: ['POST'] },
  resendInvitation: { method: 'POST', path: '/api/User/ResendInvitation' },
  resetTwoFactor: { method: 'POST', path: '/api/User/ResetTwoFactor' },
  userSecurityEvents: { method: 'GET', path: '/api/User/SecurityEvents' },
  updateCaseType: { method: 'PUT', path: '/api/case/UpdateCaseType', alsoAccepts: ['POST'] },
  searchCases: { method: 'GET', path: '/api/case/SearchCases' },
  getCaseNotes: { method: 'GET', path: '/api/case/GetCaseNotes' },
  addCaseNote: { method: 'POST', path: '/api/case/AddCaseNote' },
  changeCaseStatus: { method: 'PUT', path: '/api/case/ChangeCaseStatus', alsoAccepts: ['POST'] },
  addCaseDocument: { method: 'POST', path: '/api/case/AddCaseDocument' },
  getCaseTimeline: { method: 'GET', path: '/api/case/GetCaseTimeline' },
  getCaseChecklist: { method: 'GET', path: '/api/case/GetCaseChecklist' },
  uploadChecklistDocument: { method: 'POST', path: '/api/case/UploadChecklistDocument' },
  reviewDocument: { method: 'POST', path: '/api/case/ReviewDocument' },
  requestDocument: { method: 'POST', path: '/api/case/RequestDocument' },
  sendReminder: { method: 'POST', path: '/api/case/SendReminder' },
  findClients: { method: 'GET', path: '/api/User/FindClients' },
  dashboard: { method: 'GET', path: '/api/Dashboard/GetDashboard' },
  search: { method: 'GET', path: '/api/Search' },
  notifications: { method: 'GET', path: '/api/Notifications' },
  markNotificationsRead: { method: 'POST', path: '/api/Notifications/MarkRead' },
  auditEvents: { method: 'GET', path: '/api/Audit/GetAuditEvents' },
  backgroundWork: { method: 'GET', path: '/api/Admin/BackgroundWork' },
  keyDateRules: { method: 'GET', path: '/api/KeyDates/Rules' },
  previewKeyDate: { method: 'POST', path: '/api/KeyDates/Preview' },
  verifyRule: { method: 'POST', path: '/api/KeyDates/VerifyRule' },
  holidays: { method: 'GET', path: '/api/KeyDates/Holidays' },
  addHoliday: { method: 'POST', path: '/api/KeyDates/Holidays' },
  deleteHoliday: { method: 'POST', path: '/api/KeyDates/DeleteHoliday' },
  importHolidays: { method: 'POST', path: '/api/KeyDates/ImportHolidays' },
  addKeyDate: { method: 'POST', path: '/api/KeyDates/Add' },
  keyDatesForCase: { method: 'GET', path: '/api/KeyDates/ForCase' },
  keyDatePeople: { method: 'GET', path: '/api/KeyDates/People' },
  completeKeyDate: { method: 'POST', path: '/api/KeyDates/Complete' },
  waiveKeyDate: { method: 'POST', path: '/api/KeyDates/Waive' },
  changeKeyDateDue: { method: 'POST', path: '/api/KeyDates/ChangeDue' },
  acceptKeyDateChange: { method: 'POST', path: '/api/KeyDates/AcceptChange' },
  applyRuleVersion: { method: 'POST', path: '/api/KeyDates/ApplyNewVersion' },
  dueKeyDates: { method: 'GET', path: '/api/KeyDates/Due' },
  letterDates: { method: 'GET', path: '/api/KeyDates/LetterDates' },
  previewLetter: { method: 'POST', path: '/api/KeyDates/PreviewLetter' },
  addFromLetter: { method: 'POST', path: '/api/KeyDates/AddFromLetter' },
  addTask: { method: 'POST', path: '/api/Tasks/Add' },
  tasksForCase: { method: 'GET', path: '/api/Tasks/ForCase' },
  completeTask: { method: 'POST', path: '/api/Tasks/Complete' },
  cancelTask: { method: 'POST', path: '/api/Tasks/Cancel' },
  updateTask: { method: 'POST', path: '/api/Tasks/Update' },
  myTasks: { method: 'GET', path: '/api/Tasks/Mine' },
  taskTemplates: { method: 'GET', path: '/api/Tasks/Templates' },
  saveTaskTemplate: { method: 'POST', path: '/api/Tasks/SaveTemplate' },
  deleteTaskTemplate: { method: 'POST', path: '/api/Tasks/DeleteTemplate' },
  addEvent: { method: 'POST', path: '/api/Events/Add' },
  eventsForCase: { method: 'GET', path: '/api/Events/ForCase' },
  cancelEvent: { method: 'POST', path: '/api/Events/Cancel' },
  calendar: { method: 'GET', path: '/api/Calendar' },
  createCalendarFeed: { method: 'POST', path: '/api/Calendar/Feed' },
  revokeCalendarFeed: { method: 'POST', path: '/api/Calendar/RevokeFeed' },
  privacyOverview: { method: 'GET', path: '/api/Privacy/Overview' },
  placeLegalHold: { method: 'POST', path: '/api/Privacy/PlaceLegalHold' },
  liftLegalHold: { method: 'POST', path: '/api/Privacy/LiftLegalHold' },
  requestSubjectAccessExport: { method: 'POST', path: '/api/Privacy/RequestExport' },
  subjectAccessExports: { method: 'GET', path: '/api/Privacy/Exports' },
  downloadSubjectAccessExport: { method: 'GET', path: '/api/Privacy/DownloadExport', transfer: 'download' },
  erasurePreview: { method: 'GET', path: '/api/Privacy/ErasurePreview' },
  erasePerson: { method: 'POST', path: '/api/Privacy/ErasePerson' },
} as const satisfies Record<string, Route>;

const ROUTES = { ...SPEC_ROUTES, ...PRODUCT_ROUTES };

export type EndpointName = keyof typeof ROUTES;

/** One endpoint's name, method and path: what `call(endpoint, input)` and the tests are given. */
export type ApiRoute<N extends EndpointName = EndpointName> = (typeof ROUTES)[N] & { readonly name: N };

export const API = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [name, { ...route, name }]),
) as { readonly [N in EndpointName]: ApiRoute<N> };

export const SPEC_ENDPOINTS = Object.keys(SPEC_ROUTES) as Array<keyof typeof SPEC_ROUTES>;
