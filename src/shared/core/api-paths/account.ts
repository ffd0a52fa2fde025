/** Gateway paths called by the account feature (see ../api-paths.ts). */

export const captcha = {
  generateCaptcha: '/v1/captcha/generateCaptcha',
  isBeginVerify: '/v1/captcha/isBeginVerify',
  verifyCaptcha: '/v1/captcha/verifyCaptcha',
} as const;

export const email = {
  sendVerifyCode: '/v1/email/sendVerifyCode',
} as const;

export const permissions = {
  matrix: '/v1/permissions/matrix',
  mine: '/v1/permissions/mine',
} as const;

export const profile = {
  avatar: '/v1/profile/avatar',
  sessionsRevoke: '/v1/profile/sessions/revoke/:id',
  sessionsRevokeOthers: '/v1/profile/sessions/revokeOthers',
} as const;

export const secret = {
  generateSecret: '/v1/secret/generateSecret',
} as const;

export const sms = {
  lockStatus: '/v1/sms/lockStatus',
  sendVerifyCode: '/v1/sms/sendVerifyCode',
  sendVerifyCodeByUserName: '/v1/sms/sendVerifyCodeByUserName',
  verifyAuth: '/v1/sms/verifyAuth',
} as const;

export const user = {
  certificationCertify: '/v1/user/certification/certify',
  certificationCertifyAllInfo: '/v1/user/certification/certifyAllInfo',
  forgetPwd: '/v1/user/forgetPwd',
  getUserInfo: '/v1/user/getUserInfo',
  getUserPhone: '/v1/user/getUserPhone',
  login: '/v1/user/login',
  loginByPhone: '/v1/user/loginByPhone',
  loginStatusAndCertificationInfo: '/v1/user/loginStatusAndCertificationInfo',
  logout: '/v1/user/logout',
  qrLoginCancel: '/v1/user/qrLogin/cancel',
  qrLoginConfirm: '/v1/user/qrLogin/confirm',
  qrLoginCreate: '/v1/user/qrLogin/create',
  qrLoginPoll: '/v1/user/qrLogin/poll',
  qrLoginScan: '/v1/user/qrLogin/scan',
  register: '/v1/user/register',
  registerByPhone: '/v1/user/registerByPhone',
  resetPwd: '/v1/user/resetPwd',
  resetPwdByEmail: '/v1/user/resetPwdByEmail',
  sendResetEmail: '/v1/user/sendResetEmail',
} as const;
