import { addResources } from '../../shared/i18n';

/** What every paged list of the storefront says alike (the markets, the catalogues, the AI space): retry after a failure, and the pager. */
export const listsText = {
  lists: {
    retry: '重试',
    pagination: '分页',
    prev: '上一页',
    next: '下一页',
    pageOf: '第 {{page}} / {{pages}} 页',
  },
} as const;

addResources('storefront', listsText);
