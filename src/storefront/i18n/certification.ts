import { addResources } from '../../shared/i18n';

/** /certification and the header's certification banner. */
export const certificationText = {
  certification: {
    title: '实名认证 - 算力市场',
    description: '完成个人或企业实名认证，解锁对公结算、发票与更高额度。',
    heading: '实名认证',
    intro: '根据《网络安全法》要求，使用算力资源前需完成实名认证。企业认证后可对公付款、开具增值税专用发票并申请授信额度。',
    type: '认证类型',
    personal: '个人认证',
    enterprise: '企业认证',
    personalName: '真实姓名',
    personalCode: '身份证号码',
    enterpriseName: '企业名称',
    enterpriseCode: '统一社会信用代码',
    license: '营业执照',
    licenseHint: '请上传清晰的营业执照照片，支持 PNG、JPG、WebP，不超过 2 MB',
    licensePick: '选择图片',
    licenseTooLarge: '营业执照图片不能超过 2 MB',
    licenseType: '营业执照须为 PNG、JPG 或 WebP 图片',
    licenseRequired: '请上传营业执照',
    contactName: '联系人',
    contactPhone: '联系电话',
    contactEmail: '联系邮箱',
    submit: '提交认证',
    submitted: '提交成功，请等待审核',
    badIdCard: '身份证号码不正确',
    badCreditCode: '统一社会信用代码不正确',
    required: '请填写{{field}}',
    status: {
      unverified: '未认证',
      in_review: '审核中',
      review_failed: '未通过',
      review_pass: '已认证',
    },
    inReviewText: '您的认证资料已提交，通常在 1 个工作日内完成审核，请耐心等待。',
    failedText: '认证未通过：{{reason}}',
    passedText: '认证已通过，认证主体：{{name}}',
    submittedAt: '提交时间',
    reviewedAt: '审核时间',
    resubmitTitle: '修改后重新提交',
    resubmitHint: '已为您保留上次填写的名称与联系人；为保护隐私，证件号码、联系电话和邮箱需重新填写。',
  },
} as const;

addResources('storefront', certificationText);
