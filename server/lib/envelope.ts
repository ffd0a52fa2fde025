import { Code, type FieldError } from '../../src/shared/core/codes';

export const SUCCESS_MSG = '操作成功';

/** A success envelope; its data is checked against the route's contract as it is serialised. */
export function ok<T>(data: T, msg: string = SUCCESS_MSG): { code: typeof Code.SUCCESS; data: T; msg: string } {
  return { code: Code.SUCCESS, data, msg };
}

/**
 * A business outcome that is not success: answered as HTTP 200 with its code (SPEC §8).
 * Throw it from anywhere inside a handler; the envelope plugin turns it into the answer.
 */
export class BizError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
    readonly httpStatus = 200,
  ) {
    super(message);
    this.name = 'BizError';
  }
}

/** A 50005 naming the field, as DESIGN §2 asks. */
export function paramError(field: string, message: string): BizError {
  const errors: FieldError[] = [{ field, message }];
  return new BizError(Code.PARAM, message, errors);
}

export const notFound = (what = '数据不存在'): BizError => new BizError(Code.NOT_FOUND, what);
export const alreadyExists = (what = '数据已存在'): BizError => new BizError(Code.EXISTS, what);
export const forbidden = (what = '无权访问'): BizError => new BizError(Code.FORBIDDEN, what);
