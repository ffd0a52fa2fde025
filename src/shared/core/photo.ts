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
