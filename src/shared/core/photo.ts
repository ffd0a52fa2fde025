/** The AI photo API's options and input limits, shared by the gateway and the playground. */

/** ID photo sizes in pixels at 300 dpi, width × height. */
export const ID_PHOTO_SIZES = {
  '1inch': { width: 295, height: 413, label: '一寸' },
  '2inch': { width: 413, height: 579, label: '二寸' },
  small1inch: { width: 260, height: 378, label: '小一寸' },
} as const;
export type IdPhotoSize = keyof typeof ID_PHOTO_SIZES;

export const ID_PHOTO_BACKGROUNDS = {
  blue: { hex: '#628bce', label: '蓝底' },
  white: { hex: '#ffffff', label: '白底' },
  red: { hex: '#d74532', label: '红底' },
} as const;
export type IdPhotoBackground = keyof typeof ID_PHOTO_BACKGROUNDS;

/** The largest photo accepted, in bytes, and its largest side and pixel count. */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;
export const PHOTO_MAX_SIDE = 10_000;
export const PHOTO_MAX_PIXELS = 40_000_000;

/**
 * Portrait styles: image processing around the detected face and the segmented person, not a
 * generative model. `background` styles replace what is behind the person (a plain colour or the
 * seeded studio backdrop), `skin` smooths the skin inside the face region only, `tone` styles grade
 * the colours of the whole photo.
 */
export const PORTRAIT_STYLES = {
  background_white: { kind: 'background', label: '白色背景', description: '人像抠出，背景换为纯白 #ffffff' },
  background_grey: { kind: 'background', label: '影棚灰背景', description: '人像抠出，背景换为影棚灰 #d9dce1' },
  background_studio: { kind: 'background', label: '影棚渐变背景', description: '人像抠出，背景换为内置的影棚渐变布景（由固定种子生成）' },
  skin_smooth: { kind: 'skin', label: '磨皮', description: '仅在人脸区域内柔化皮肤，五官与背景不变' },
  tone_warm: { kind: 'tone', label: '暖色调', description: '整体偏暖、略提饱和' },
  tone_cool: { kind: 'tone', label: '冷色调', description: '整体偏冷、略降饱和' },
  tone_mono: { kind: 'tone', label: '黑白', description: '黑白胶片感，略提对比' },
} as const;
export type PortraitStyle = keyof typeof PORTRAIT_STYLES;
