import type { z } from 'zod';
import type { Inquiry, InquiryBody } from '../../../contracts/mall';
import { http } from '../../../api/client';
import { useChangeViews } from '../../../query/mutations';
import * as API from '../../../core/api-paths';

export type InquiryInput = z.input<typeof InquiryBody>;

/** 询价: a question with quantity and dates to the good's supplier. Errors are shown by the form. */
export const addInquiry = (body: InquiryInput) => http.post<Inquiry>(API.mall.inquiryAdd, body, { silent: true });

export function useAddInquiry() {
  return useChangeViews(['mall'], addInquiry);
}
