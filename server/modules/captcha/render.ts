import { randomInt } from 'node:crypto';

/**
 * Draws the slider challenge as two SVGs: a background scene with a puzzle-shaped hole, and the
 * piece cut from the same scene. Both come from one randomly generated scene, so the piece fits the
 * hole exactly. A production deployment can swap this for a hosted captcha behind the same routes.
 */
export interface SliderGeometry {
  width: number;
  height: number;
  piece: number;
  x: number;
  y: number;
}

const PALETTES = [
  ['#1d2b64', '#f8cdda', '#5b8def'],
  ['#0f2027', '#2c5364', '#7fd1ae'],
  ['#232526', '#414345', '#f7b733'],
  ['#3a1c71', '#d76d77', '#ffaf7b'],
  ['#141e30', '#243b55', '#9bc5ff'],
];

function scene(width: number, height: number): string {
  const [a, b, c] = PALETTES[randomInt(PALETTES.length)]!;
  const shapes: string[] = [];
  for (let i = 0; i < 14; i += 1) {
    const cx = randomInt(width);
    const cy = randomInt(height);
    const r = randomInt(8, 46);
    const opacity = (randomInt(15, 55) / 100).toFixed(2);
    shapes.push(
      i % 3 === 0
        ? `<rect x="${cx}" y="${cy}" width="${r * 1.6}" height="${r}" rx="6" fill="${c}" opacity="${opacity}" transform="rotate(${randomInt(-40, 40)} ${cx} ${cy})"/>`
        : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? c : b}" opacity="${opacity}"/>`,
    );
  }
  const ridge = Array.from({ length: 9 }, (_, i) => `${(i * width) / 8},${height * 0.55 + randomInt(-30, 30)}`).join(' ');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${shapes.join('')}
<polyline points="0,${height} ${ridge} ${width},${height}" fill="${a}" opacity="0.55"/>`;
}

/** A puzzle piece outline: a square with a knob on top and one on the right. */
function piecePath(x: number, y: number, s: number): string {
  const k = s * 0.18;
  return `M${x} ${y} h${s * 0.38} a${k} ${k} 0 1 1 ${s * 0.24} 0 h${s * 0.38} v${s * 0.38} a${k} ${k} 0 1 1 0 ${s * 0.24} v${s * 0.38} h${-s} z`;
}

const toDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

export function renderSliderCaptcha({ width, height, piece, x, y }: SliderGeometry) {
  const drawing = scene(width, height);
  const hole = piecePath(x, y, piece);
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${drawing}<path d="${hole}" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.8" stroke-width="1.5"/></svg>`;
  const extent = piece * 1.4;
  const slider = `<svg xmlns="http://www.w3.org/2000/svg" width="${extent}" height="${height}" viewBox="${x} 0 ${extent} ${height}"><defs><clipPath id="p"><path d="${hole}"/></clipPath></defs><g clip-path="url(#p)">${drawing}</g><path d="${hole}" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  return { backgroundImage: toDataUrl(background), sliderImage: toDataUrl(slider) };
}
