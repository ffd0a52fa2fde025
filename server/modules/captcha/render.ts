import sharp from 'sharp';

/**
 * Draws the slider challenge as two raster images, so that only pixels leave the gateway: a
 * background scene with a puzzle-shaped hole (and decoy holes of other shapes on the same row), and
 * the piece cut from the same scene on a tile of fixed size with transparent surroundings. The
 * piece's shape, the scene and the grain are new for every challenge, and the images carry no
 * metadata (sharp writes none unless asked). Where the hole is (`x`) stays in the database.
 * A production deployment can swap this for a hosted captcha behind the same routes.
 */
export interface SliderGeometry {
  width: number;
  height: number;
  /** The piece tile's side. */
  piece: number;
  /** The tile's top-left corner in the scene when the piece sits in its hole. */
  x: number;
  y: number;
}

type Knob = 'out' | 'in' | 'none';

interface PieceShape {
  /** top, right, bottom, left */
  knobs: Knob[];
  side: number;
  /** Each knob's place along its side (0–1) and radius. */
  at: number[];
  radius: number[];
  degrees: number;
}

const between = (low: number, high: number) => low + Math.random() * (high - low);
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** Numbers written into the SVG text, to one or two places. */
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** A jigsaw piece: a square with at least two knobs, each out or in, jittered in place, size and tilt. */
function randomShape(tile: number): PieceShape {
  let knobs: Knob[];
  do knobs = Array.from({ length: 4 }, () => pick<Knob>(['out', 'out', 'in', 'none']));
  while (!knobs.includes('out') || knobs.filter((k) => k !== 'none').length < 2);
  const side = tile * between(0.56, 0.61);
  return {
    knobs,
    side,
    at: knobs.map(() => between(0.36, 0.64)),
    radius: knobs.map(() => side * between(0.15, 0.18)),
    degrees: between(-10, 10),
  };
}

/**
 * The outline of a shape centred in a tile. Sides run clockwise; a knob is a large arc over a chord
 * of 1.6 radii, bulging outwards (sweep 1) or inwards (sweep 0). Its farthest point stays within
 * side/2 + 1.6 × radius ≤ 0.79 side ≤ 0.48 tile of the centre, so any tilt fits the tile.
 */
function outline(shape: PieceShape, tile: number): string {
  const c = tile / 2;
  const h = shape.side / 2;
  const corners: [number, number][] = [
    [c - h, c - h],
    [c + h, c - h],
    [c + h, c + h],
    [c - h, c + h],
  ];
  let d = `M${round1(c - h)} ${round1(c - h)}`;
  corners.forEach(([ax, ay], i) => {
    const [bx, by] = corners[(i + 1) % 4]!;
    const ux = (bx - ax) / shape.side;
    const uy = (by - ay) / shape.side;
    const knob = shape.knobs[i]!;
    if (knob !== 'none') {
      const r = shape.radius[i]!;
      const mid = shape.at[i]! * shape.side;
      const half = 0.8 * r;
      const p1 = [ax + ux * (mid - half), ay + uy * (mid - half)].map(round1);
      const p2 = [ax + ux * (mid + half), ay + uy * (mid + half)].map(round1);
      d += ` L${p1[0]} ${p1[1]} A${round1(r)} ${round1(r)} 0 1 ${knob === 'out' ? 1 : 0} ${p2[0]} ${p2[1]}`;
    }
    d += ` L${round1(bx)} ${round1(by)}`;
  });
  return `<path d="${d} Z" transform="rotate(${round1(shape.degrees)} ${c} ${c})"`;
}

/** One channel per pixel: how much of it the shape covers (fill) or its rim covers (edge). */
async function masks(shape: PieceShape, tile: number): Promise<{ fill: Buffer; edge: Buffer }> {
  const path = outline(shape, tile);
  const alpha = (body: string) =>
    sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${tile}" height="${tile}">${body}</svg>`))
      .ensureAlpha()
      .extractChannel(3)
      .raw()
      .toBuffer();
  const [fill, edge] = await Promise.all([alpha(`${path} fill="#fff"/>`), alpha(`${path} fill="none" stroke="#fff" stroke-width="2"/>`)]);
  return { fill, edge };
}

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${Math.round(hue % 360)},${saturation}%,${lightness}%)`;

/** A random landscape-ish scene: a tilted gradient sky, soft shapes and a ridge, in one random hue family. */
function sceneSvg(width: number, height: number): string {
  const hue = between(0, 360);
  const shapes: string[] = [];
  for (let i = 0; i < 18; i += 1) {
    const cx = round1(between(0, width));
    const cy = round1(between(0, height));
    const r = round1(between(6, 44));
    const fill = hsl(hue + between(-60, 180), Math.round(between(40, 90)), Math.round(between(30, 80)));
    const opacity = round2(between(0.2, 0.6));
    shapes.push(
      i % 3 === 0
        ? `<rect x="${cx}" y="${cy}" width="${round1(r * 1.6)}" height="${r}" rx="6" fill="${fill}" opacity="${opacity}" transform="rotate(${Math.round(between(-45, 45))} ${cx} ${cy})"/>`
        : i % 3 === 1
          ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" opacity="${opacity}"/>`
          : `<polygon points="${cx},${round1(cy - r)} ${round1(cx + r)},${round1(cy + r)} ${round1(cx - r)},${round1(cy + r)}" fill="${fill}" opacity="${opacity}"/>`,
    );
  }
  const ridge = Array.from({ length: 9 }, (_, i) => `${(i * width) / 8},${round1(height * between(0.45, 0.7))}`).join(' ');
  const angle = Math.round(between(0, 360));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="sky" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${hsl(hue, 60, 25)}"/><stop offset="1" stop-color="${hsl(hue + between(40, 140), 70, 70)}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>${shapes.join('')}
<polyline points="0,${height} ${ridge} ${width},${height}" fill="${hsl(hue + 180, 40, 25)}" opacity="0.55"/></svg>`;
}

const clamp255 = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** Grain: every channel of every pixel nudged by up to ±amount. */
function addGrain(pixels: Buffer, channels: number, amount: number) {
  for (let i = 0; i < pixels.length; i += 1) {
    if (channels === 4 && i % 4 === 3) continue;
    pixels[i] = clamp255(pixels[i]! + between(-amount, amount));
  }
}

/** Darken a shape's body and light its rim at (left, top) of an RGB image: how a hole looks. */
function carveHole(pixels: Buffer, width: number, tile: number, left: number, top: number, { fill, edge }: { fill: Buffer; edge: Buffer }) {
  for (let j = 0; j < tile; j += 1) {
    for (let i = 0; i < tile; i += 1) {
      const m = j * tile + i;
      const f = fill[m]! / 255;
      const e = edge[m]! / 255;
      if (f === 0 && e === 0) continue;
      const p = ((top + j) * width + left + i) * 3;
      for (let k = 0; k < 3; k += 1) {
        const dark = pixels[p + k]! * (1 - 0.5 * f);
        pixels[p + k] = dark + (255 - dark) * 0.7 * e;
      }
    }
  }
}

/** The scene under the shape at (left, top), on a transparent tile with a bright rim. */
function cutPiece(scene: Buffer, width: number, tile: number, left: number, top: number, { fill, edge }: { fill: Buffer; edge: Buffer }): Buffer {
  const piece = Buffer.alloc(tile * tile * 4);
  for (let j = 0; j < tile; j += 1) {
    for (let i = 0; i < tile; i += 1) {
      const m = j * tile + i;
      const e = edge[m]! / 255;
      const p = ((top + j) * width + left + i) * 3;
      for (let k = 0; k < 3; k += 1) piece[m * 4 + k] = scene[p + k]! + (255 - scene[p + k]!) * 0.8 * e;
      piece[m * 4 + 3] = Math.max(fill[m]!, edge[m]!);
    }
  }
  return piece;
}

/** Up to two decoy tiles on the piece's row (give or take a few px), clear of the hole and each other. */
function decoySpots({ width, height, piece, x, y }: SliderGeometry): { left: number; top: number }[] {
  const spots: { left: number; top: number }[] = [];
  const taken = [x];
  for (let attempt = 0; attempt < 24 && spots.length < 2; attempt += 1) {
    const left = Math.round(between(8, width - piece));
    if (taken.some((other) => Math.abs(other - left) < piece + 4)) continue;
    taken.push(left);
    spots.push({ left, top: Math.round(Math.min(height - piece, Math.max(0, y + between(-6, 6)))) });
  }
  return spots;
}

const webpUrl = (image: Buffer) => `data:image/webp;base64,${image.toString('base64')}`;

export async function renderSliderCaptcha(geometry: SliderGeometry) {
  const { width, height, piece: tile, x, y } = geometry;
  const scene = await sharp(Buffer.from(sceneSvg(width, height))).removeAlpha().raw().toBuffer();
  const shape = randomShape(tile);
  const signature = shape.knobs.join();
  const decoys = decoySpots(geometry);
  const decoyShapes = decoys.map(() => {
    // A person tells the hole by its shape, so a decoy never has the piece's knobs.
    let other: PieceShape;
    do other = randomShape(tile);
    while (other.knobs.join() === signature);
    return other;
  });
  const [pieceMasks, ...decoyMasks] = await Promise.all([shape, ...decoyShapes].map((s) => masks(s, tile)));

  const slider = cutPiece(scene, width, tile, x, y, pieceMasks!);
  const background = Buffer.from(scene);
  carveHole(background, width, tile, x, y, pieceMasks!);
  decoys.forEach((spot, i) => carveHole(background, width, tile, spot.left, spot.top, decoyMasks[i]!));
  // Separate grain on each image, so the piece's pixels are not a copy of the hole's.
  addGrain(background, 3, 14);
  addGrain(slider, 4, 10);

  const [backgroundImage, sliderImage] = await Promise.all([
    sharp(background, { raw: { width, height, channels: 3 } }).webp({ quality: 80 }).toBuffer(),
    sharp(slider, { raw: { width: tile, height: tile, channels: 4 } }).webp({ quality: 85, alphaQuality: 100 }).toBuffer(),
  ]);
  return { backgroundImage: webpUrl(backgroundImage), sliderImage: webpUrl(sliderImage) };
}
