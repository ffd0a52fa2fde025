import { addResources } from '../../shared/i18n';

/** /dev/outbox: the dev tools' outbox of SMS codes and e-mails (loaded with the page). */
export const devOutboxText = {
  devOutbox: {
    title: '开发发件箱',
    intro: '本机开发模式下，系统发送的短信验证码与邮件不会真正发出，而是保存在这里。',
    filter: '按手机号或邮箱筛选',
    empty: '发件箱为空',
    to: '接收方',
    channel: '渠道',
    scene: '场景',
    content: '内容',
    code: '验证码',
    time: '时间',
    refresh: '刷新',
  },
} as const;

addResources('storefront', devOutboxText);
