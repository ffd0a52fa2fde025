import type { FastifyRequest } from 'fastify';
import { Code } from '../../../src/shared/core/codes';
import { ID_PHOTO_BACKGROUNDS, ID_PHOTO_SIZES, PHOTO_MAX_BYTES, PORTRAIT_STYLES, type IdPhotoBackground, type IdPhotoSize, type PortraitStyle } from '../../../src/shared/contracts/inference';
import { BizError } from '../../lib/envelope';
import type { PhotoRefusal } from './photo-engine';

/** A refusal of the caller's input: HTTP 4xx with 50005 naming the field, never charged. */
export const inputError = (httpStatus: number, field: string, message: string) => new BizError(Code.PARAM, message, [{ field, message }], httpStatus);

const MB = 1024 * 1024;

/** What each refusal of the engine says. */
export const REFUSALS: Record<PhotoRefusal, [number, string]> = {
  not_image: [400, '无法识别的图片：请上传 JPEG、PNG 或 WebP 格式的照片'],
  too_large_side: [400, '图片边长不能超过 10000 像素'],
  too_many_pixels: [400, '图片像素过多：不能超过 4000 万像素'],
  no_face: [422, '未检测到人脸：请上传一张清晰的正面人像照片'],
  multiple_faces: [422, '检测到多张人脸：照片中只能有一个人'],
};

const choice = <T extends string>(field: string, value: string | undefined, options: Record<T, unknown>, what: string): T => {
  const names = Object.keys(options);
  if (value === undefined || value === '') throw inputError(400, field, `请选择${what}：${names.join('、')}`);
  if (!names.includes(value)) throw inputError(400, field, `不支持的${what} ${value.slice(0, 40)}，可选：${names.join('、')}`);
  return value as T;
};

/** What a photo call asks for: an ID photo at a size on a colour, or a portrait in a style. */
export type PhotoOptions = { kind: 'id_photo'; size: IdPhotoSize; background: IdPhotoBackground } | { kind: 'portrait'; style: PortraitStyle };
export type PhotoKind = PhotoOptions['kind'];
export type PhotoForm = PhotoOptions & { image: Buffer };

const FIELDS: Record<PhotoKind, string> = { id_photo: 'size、background 两个字段', portrait: 'style 字段' };

/** The multipart form of a photo call: one file `image` and the kind's fields (size and background, or style). */
export async function readPhotoForm(request: FastifyRequest, kind: PhotoKind): Promise<PhotoForm> {
  if (!request.isMultipart()) throw inputError(400, 'image', '请以 multipart/form-data 上传照片（字段 image）');
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'image') image = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value.trim();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw inputError(413, 'image', `图片过大：不能超过 ${PHOTO_MAX_BYTES / MB} MB`);
    if (code?.startsWith('FST_')) throw inputError(400, 'image', `表单无效：只能上传一张照片（字段 image）及 ${FIELDS[kind]}`);
    throw error;
  }
  if (!image || image.length === 0) throw inputError(400, 'image', '请上传照片（字段 image）');
  if (kind === 'portrait') return { kind, image, style: choice<PortraitStyle>('style', fields.style, PORTRAIT_STYLES, '风格') };
  return {
    kind,
    image,
    size: choice<IdPhotoSize>('size', fields.size, ID_PHOTO_SIZES, '尺寸'),
    background: choice<IdPhotoBackground>('background', fields.background, ID_PHOTO_BACKGROUNDS, '背景色'),
  };
}

/** The options as the request hash sees them (the image is hashed apart). */
export const optionsOf = (form: PhotoForm): Record<string, string> => (form.kind === 'portrait' ? { style: form.style } : { size: form.size, background: form.background });
