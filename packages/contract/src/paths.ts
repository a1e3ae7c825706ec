/**
 * API paths exactly as the product specification spells them, misspellings included: clients
 * depend on them. The server matches them case-insensitively.
 */
export const API_PATHS = {
  health: '/api/health',
  healthReady: '/api/health/ready',
  refreshToken: '/api/Authentication/RefreshToken',
  login: '/api/Account/Login',
  loginWithRecoveryCode: '/api/account/LoginWithRecoveryCode',
  forgotPassword: '/api/Account/ForgotPassword',
  resetPassword: '/api/Account/ResetPassword',
  changePassword: '/api/Account/ChangePassword',
  getMfa: '/api/Account/GetMFA',
  enableAuthenticator: '/api/account/EnableAuthenticator',
  saveUser: '/api/user/SaveUser',
  getUsers: '/api/user/GetUsers',
  getCurrentUser: '/api/user/GetCurrentUser',
  toggleUser: '/api/User/ToggleUser',
  updatePersonalInfo: '/api/User/UpdatePersonalInfo',
  updateAddress: '/api/User/UpdateAddress',
  adminChangePassword: '/api/Admin/ChangePassword',
  uploadFile: '/api/FileReceiver/Uploadfile',
  getExampleFile: '/api/FileReceiver/GetExampleFile',
  downloadFile: '/api/FileReceiver/DownloadFile',
  createCaseType: '/api/case/CreateCaseType',
  getCaseTypes: '/api/Case/GetCaseTypesAsync',
  getCaseTypeById: '/api/Case/GetCaseTypeById',
  deleteCaseType: '/api/Case/DeleteCaseType',
  createCase: '/api/case/createcase',
  supportRequirements: '/api/support-requirements',
  getCases: '/api/Case/GetCases',
  assignSolicitor: '/api/case/AssignSolictor',
  getCaseById: '/api/Case/GetCaseById',
  getSolicitors: '/api/Miscellaneous/GetSolictors',
} as const;

/** Calls that move file bytes: the loading overlay stays hidden for them. */
export const TRANSFER_PATHS: readonly string[] = [
  API_PATHS.uploadFile,
  API_PATHS.downloadFile,
  API_PATHS.getExampleFile,
];

/** Calls the product needs that the specification does not list. */
export const EXTRA_API_PATHS = {
  logout: '/api/Account/Logout',
  verifyPassword: '/api/Account/VerifyPassword',
  updateCaseType: '/api/case/UpdateCaseType',
  getCaseNotes: '/api/case/GetCaseNotes',
  addCaseNote: '/api/case/AddCaseNote',
  changeCaseStatus: '/api/case/ChangeCaseStatus',
  addCaseDocument: '/api/case/AddCaseDocument',
  getCaseTimeline: '/api/case/GetCaseTimeline',
  updateUser: '/api/User/UpdateUser',
  resendInvitation: '/api/User/ResendInvitation',
  resetTwoFactor: '/api/User/ResetTwoFactor',
  userSecurityEvents: '/api/User/SecurityEvents',
  dashboard: '/api/Dashboard/GetDashboard',
  search: '/api/Search',
  notifications: '/api/Notifications',
  markNotificationsRead: '/api/Notifications/MarkRead',
  auditEvents: '/api/Audit/GetAuditEvents',
  disableAuthenticator: '/api/account/DisableAuthenticator',
  generateRecoveryCodes: '/api/account/GenerateRecoveryCodes',
  setLanguage: '/api/User/SetLanguage',
  securityPolicy: '/api/Admin/SecurityPolicy',
} as const;
