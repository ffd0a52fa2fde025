// `npx tsx scripts/media/generate.ts`: writes the storefront's generated SVG illustrations into
// public/media. Deterministic, so running it again changes nothing unless a drawing changed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  area,
  backdrop,
  bars,
  chip,
  cube,
  doc,
  gradient,
  moon,
  network,
  panel,
  PALETTES,
  person,
  rack,
  resetIds,
  rng,
  shield,
  sparkle,
  svg,
  text,
  type Palette,
} from './svg-kit';

const OUT = path.resolve('public/media');
const files: Record<string, string> = {};
const put = (name: string, content: string) => {
  files[name] = content;
};

const W = 640;
const H = 360;

// Cover motifs, each drawn on a 640×360 backdrop.
type Motif = (p: Palette, r: () => number) => string;

const motifs: Record<string, Motif> = {
  tidal: (p) =>
    `${moon(540, 84, 34, '#ffe2a8', p.bg1)}${area(40, 130, 560, 190, [0.9, 0.85, 0.8, 0.7, 0.45, 0.4, 0.38, 0.42, 0.75, 0.92, 0.95, 0.9], p.a)}${area(40, 200, 560, 120, [0.3, 0.35, 0.5, 0.8, 0.95, 0.9, 0.85, 0.6, 0.4, 0.3, 0.28, 0.3], p.c, 0.2)}`,
  paper: (p, r) => `${doc(330, 50, 200, 260, p, r, 6)}${doc(200, 70, 200, 260, p, r, -4)}${chip(140, 110, 70, p)}`,
  cluster: (p, r) => `${rack(90, 60, 120, 250, p, r)}${rack(260, 60, 120, 250, p, r)}${rack(430, 60, 120, 250, p, r)}`,
  portrait: (p) =>
    `${panel(150, 50, 150, 260, { fill: '#2a3048' })}${person(225, 150, 58, '#d9c2b0', '#3b3b48', '#5b6378')}${panel(340, 50, 150, 260, { fill: '#2a1f4a', stroke: p.a })}${person(415, 150, 58, '#f1d6c2', '#231c2e', '#1f2a52', '#f4f6fc')}${sparkle(512, 64, 16, p.c)}${sparkle(318, 300, 10, p.a)}`,
  bank: (p) => {
    const g = gradient(p.a, p.b);
    return `${g.def}<rect x="170" y="90" width="300" height="186" rx="18" fill="url(#${g.id})"/><rect x="200" y="130" width="52" height="38" rx="6" fill="#ffd98a"/><path d="M200 230h160M200 250h100" stroke="#fff" stroke-opacity=".7" stroke-width="8" stroke-linecap="round"/>${text(440, 250, 'CREDIT', 18, '#fff', 'end')}<circle cx="470" cy="90" r="40" fill="${p.c}" fill-opacity=".9"/>${text(470, 100, '¥', 32, '#0b0f22', 'middle')}`;
  },
  gears: (p) => `${chip(320, 180, 120, p)}${chip(170, 110, 60, p)}${chip(470, 250, 60, p)}`,
  expo: (p, r) => `${network(60, 50, 520, 260, 16, p, r)}${panel(220, 120, 200, 120, { stroke: p.a })}${text(320, 172, 'WAIC', 34, '#fff', 'middle')}${text(320, 206, '2025', 20, p.c, 'middle')}`,
  shield: (p, r) => `${network(40, 40, 560, 280, 12, p, r)}${shield(320, 180, 110, p)}`,
  cubes: (p) => {
    let out = '';
    const cols = [p.a, p.b, p.c];
    [
      [230, 150, 60],
      [350, 130, 70],
      [290, 250, 55],
      [430, 240, 50],
      [170, 250, 45],
    ].forEach(([x, y, s], i) => {
      const c = cols[i % 3]!;
      out += cube(x!, y!, s!, c, '#1b2350', '#2a3468');
    });
    return out;
  },
  square: (p, r) =>
    `${panel(80, 70, 190, 110)}${panel(80, 200, 190, 90)}${bars(100, 100, 150, 60, [0.5, 0.8, 0.6, 1], [p.a, p.b])}${network(330, 60, 250, 240, 9, p, r)}<path d="M270 125C300 125 300 180 340 180" stroke="${p.c}" stroke-width="3" fill="none" stroke-dasharray="6 6"/>`,
  campus: (p) => `<path d="M180 150L320 80L460 150Z" fill="${p.a}"/><rect x="200" y="150" width="240" height="16" fill="${p.b}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${215 + i * 46}" y="175" width="22" height="100" rx="4" fill="#dfe4f1" fill-opacity=".8"/>`).join('')}<rect x="185" y="280" width="270" height="18" rx="4" fill="${p.b}"/>${chip(320, 122, 34, p)}`,
  gpuwall: (p) => {
    let out = '';
    for (let row = 0; row < 3; row += 1) for (let col = 0; col < 6; col += 1) out += chip(90 + col * 92, 90 + row * 92, 44, p, col === 2 && row === 1 ? '4090' : undefined);
    return out;
  },
  launch: (p) => `${area(40, 160, 560, 160, [0.1, 0.2, 0.25, 0.4, 0.5, 0.7, 0.85, 1], p.a)}${chip(500, 110, 80, p)}${sparkle(150, 90, 18, p.c)}${sparkle(380, 70, 12, p.b)}`,
  transformer: (p) => {
    let out = '';
    for (let i = 0; i < 4; i += 1) out += `<rect x="${180 + i * 10}" y="${70 + i * 54}" width="${280 - i * 20}" height="40" rx="10" fill="${[p.a, p.b, p.c, p.a][i]}" fill-opacity="${0.9 - i * 0.12}"/>`;
    out += `<path d="M140 90C100 150 100 220 140 280M500 90C540 150 540 220 500 280" stroke="#fff" stroke-opacity=".35" stroke-width="3" fill="none"/>`;
    return out;
  },
  vram: (p) => `${chip(190, 180, 110, p)}${[0, 1, 2, 3].map((i) => `<rect x="${330 + i * 62}" y="${100 + (i % 2) * 10}" width="46" height="150" rx="8" fill="${[p.a, p.b, p.c, p.b][i]}" fill-opacity=".85"/><rect x="${338 + i * 62}" y="${116 + (i % 2) * 10}" width="30" height="${70 + i * 12}" rx="4" fill="#fff" fill-opacity=".25"/>`).join('')}`,
  lora: (p) => `<rect x="120" y="80" width="200" height="200" rx="10" fill="${p.a}" fill-opacity=".25" stroke="${p.a}" stroke-width="2"/>${text(220, 190, 'W', 54, '#fff', 'middle')}${text(350, 190, '+', 44, '#fff', 'middle')}<rect x="390" y="80" width="34" height="200" rx="8" fill="${p.b}"/><rect x="440" y="160" width="120" height="34" rx="8" fill="${p.c}"/>${text(407, 300, 'B', 20, '#fff', 'middle')}${text(500, 220, 'A', 20, '#fff', 'middle')}`,
  quant: (p) => `${bars(90, 90, 200, 200, [1, 0.5, 0.25], [p.a, p.b, p.c], 30)}${text(122, 320, 'FP16', 16, '#fff', 'middle')}${text(190, 320, 'INT8', 16, '#fff', 'middle')}${text(258, 320, 'INT4', 16, '#fff', 'middle')}${chip(450, 180, 110, p)}`,
  rag: (p, r) => `${doc(100, 70, 150, 210, p, r, -6)}<path d="M270 175H360" stroke="${p.c}" stroke-width="4" stroke-dasharray="8 8"/><circle cx="395" cy="175" r="40" fill="none" stroke="${p.a}" stroke-width="8"/><path d="M424 204l40 40" stroke="${p.a}" stroke-width="10" stroke-linecap="round"/>${chip(530, 120, 60, p)}`,
  parallel: (p) => {
    let out = '';
    for (let i = 0; i < 4; i += 1) out += chip(150 + i * 115, 150, 62, p);
    out += `<path d="M150 230V270H495V230" stroke="${p.c}" stroke-width="4" fill="none"/><path d="M265 230V270M380 230V270" stroke="${p.c}" stroke-width="4"/>`;
    return out;
  },
  diffusion: (p, r) => {
    let out = '';
    const cell = 22;
    for (let y = 0; y < 9; y += 1)
      for (let x = 0; x < 22; x += 1) {
        const t = x / 21;
        const noise = r();
        const mix = t * (0.5 + 0.5 * Math.sin(y / 2 + x / 3)) + (1 - t) * noise;
        const col = mix > 0.66 ? p.a : mix > 0.33 ? p.b : p.c;
        out += `<rect x="${80 + x * cell}" y="${80 + y * cell}" width="${cell - 3}" height="${cell - 3}" rx="3" fill="${col}" fill-opacity="${(0.35 + t * 0.6).toFixed(2)}"/>`;
      }
    return out;
  },
  tokens: (p) => {
    const widths = [70, 46, 90, 58, 40, 76, 52, 64, 84, 44];
    let x = 80;
    let y = 110;
    let out = '';
    widths.forEach((w, i) => {
      if (x + w > 560) {
        x = 80;
        y += 64;
      }
      out += `<rect x="${x}" y="${y}" width="${w}" height="44" rx="10" fill="${[p.a, p.b, p.c][i % 3]}" fill-opacity=".85"/>`;
      x += w + 12;
    });
    return out + text(320, 300, 'TOKENS', 22, '#fff', 'middle');
  },
  compliance: (p, r) => `${doc(360, 70, 170, 230, p, r, 5)}${shield(220, 180, 90, p)}`,
  network: (p, r) => `${network(60, 50, 520, 260, 22, p, r)}`,
  index: (p) => `${area(60, 90, 520, 210, [0.6, 0.55, 0.62, 0.5, 0.45, 0.48, 0.4, 0.36], p.a)}${bars(60, 250, 520, 50, [0.5, 0.7, 0.6, 0.8, 0.5, 0.9, 0.6, 0.7], [p.b])}`,
};

function cover(name: string, motif: keyof typeof motifs, palette: keyof typeof PALETTES, seed: number) {
  resetIds();
  const r = rng(seed);
  const p = PALETTES[palette]!;
  put(name, svg(W, H, backdrop(W, H, p, r) + motifs[motif]!(p, r)));
}

// News covers (SPEC §3 coverImg).
const news: [string, keyof typeof motifs, keyof typeof PALETTES][] = [
  ['tidal-all-models', 'tidal', 'violet'],
  ['white-paper', 'paper', 'indigo'],
  ['h800-cluster-online', 'cluster', 'ocean'],
  ['ai-photo-api', 'portrait', 'rose'],
  ['credit-recharge-launch', 'bank', 'teal'],
  ['supplier-settlement', 'gears', 'amber'],
  ['waic-2025', 'expo', 'violet'],
  ['level3-protection', 'shield', 'ocean'],
  ['ai-market-launch', 'cubes', 'indigo'],
  ['demand-square', 'square', 'slate'],
  ['university-program', 'campus', 'teal'],
  ['rtx4090-shanghai', 'gpuwall', 'violet'],
  ['platform-launch', 'launch', 'rose'],
];
news.forEach(([id, motif, palette], i) => cover(`news/${id}.svg`, motif, palette, 101 + i));

// Knowledge covers and article thumbnails (seeded content).
const knowledge: [string, keyof typeof motifs, keyof typeof PALETTES][] = [
  ['kb-llm-compute', 'paper', 'violet'],
  ['kb-gpu-guide', 'gpuwall', 'ocean'],
  ['kb-tidal', 'tidal', 'indigo'],
  ['kb-private-cost', 'cluster', 'slate'],
  ['kb-aidc', 'network', 'teal'],
  ['kb-aigc', 'portrait', 'rose'],
  ['kb-network', 'network', 'ocean'],
  ['kb-compliance', 'compliance', 'amber'],
  ['kb-price-index', 'index', 'violet'],
];
knowledge.forEach(([id, motif, palette], i) => cover(`knowledge/${id}.svg`, motif, palette, 201 + i));

const articles: [string, keyof typeof motifs, keyof typeof PALETTES][] = [
  ['art-transformer', 'transformer', 'violet'],
  ['art-vram', 'vram', 'ocean'],
  ['art-lora', 'lora', 'indigo'],
  ['art-quantization', 'quant', 'teal'],
  ['art-rag', 'rag', 'slate'],
  ['art-parallelism', 'parallel', 'ocean'],
  ['art-diffusion', 'diffusion', 'rose'],
  ['art-token', 'tokens', 'amber'],
];
articles.forEach(([id, motif, palette], i) => cover(`articles/${id}.svg`, motif, palette, 301 + i));

// Home carousel slides (520×360, transparent: the slide's own gradient shows through).
function slide(name: string, body: (p: Palette, r: () => number) => string, palette: keyof typeof PALETTES, seed: number) {
  resetIds();
  const r = rng(seed);
  const p = PALETTES[palette]!;
  put(`home/${name}.svg`, svg(520, 360, body(p, r)));
}
slide(
  'slide-questionnaire',
  (p) => {
    const rows = [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="110" y="${104 + i * 48}" width="26" height="26" rx="7" fill="${i < 3 ? p.c : 'none'}" stroke="${p.c}" stroke-width="2.5"/>${i < 3 ? `<path d="M116 ${117 + i * 48}l5 5 10-11" stroke="#0b1022" stroke-width="3" fill="none" stroke-linecap="round"/>` : ''}<rect x="150" y="${110 + i * 48}" width="${140 - (i % 2) * 40}" height="12" rx="6" fill="#dfe4f1" fill-opacity=".55"/>`,
      )
      .join('');
    const coin = gradient('#ffd27a', '#ff9f43');
    return `${panel(80, 40, 250, 290, { fill: '#151c3d', radius: 22 })}<rect x="160" y="26" width="90" height="32" rx="10" fill="${p.a}"/>${rows}${chip(400, 150, 110, p, '10h')}${coin.def}<circle cx="430" cy="290" r="36" fill="url(#${coin.id})"/>${text(430, 302, 'GPU', 20, '#5a3300', 'middle')}${sparkle(470, 70, 16, '#ffd27a')}${sparkle(340, 300, 10, p.c)}`;
  },
  'violet',
  11,
);
slide(
  'slide-certification',
  (p) =>
    `<rect x="70" y="120" width="200" height="200" rx="10" fill="#13263a" stroke="${p.b}" stroke-opacity=".6" stroke-width="2"/>${[0, 1, 2].map((row) => [0, 1, 2, 3].map((col) => `<rect x="${92 + col * 44}" y="${144 + row * 50}" width="26" height="30" rx="4" fill="${(row + col) % 3 === 0 ? '#ffd27a' : '#2a4a6a'}"/>`).join('')).join('')}<path d="M70 120L170 70L270 120" fill="#1a3450" stroke="${p.b}" stroke-opacity=".6" stroke-width="2"/>${shield(380, 175, 105, { ...p, a: '#2fd0a8', b: '#2f8cff' })}${sparkle(470, 60, 14, '#2fd0a8')}`,
  'teal',
  12,
);
slide(
  'slide-photo',
  (p) =>
    `${panel(60, 50, 170, 250, { fill: '#2a3048', radius: 18 })}${person(145, 150, 60, '#d4bca9', '#3b3b48', '#596175')}${text(145, 330, 'BEFORE', 14, '#9aa4bf', 'middle', 600)}<path d="M250 175h40" stroke="#fff" stroke-opacity=".6" stroke-width="3" stroke-dasharray="6 6"/><path d="M290 165l14 10-14 10" fill="#fff" fill-opacity=".7"/>${panel(320, 40, 180, 270, { fill: '#3a1f4d', stroke: p.a, radius: 18 })}${person(410, 150, 64, '#f3d9c6', '#1e1628', '#1d2750', '#f4f6fc')}${text(410, 336, 'AI PHOTO', 14, '#f0b5d3', 'middle', 600)}${sparkle(480, 60, 18, '#ffd27a')}${sparkle(330, 70, 10, p.a)}`,
  'rose',
  13,
);
slide('slide-space', (p, r) => `${doc(250, 40, 190, 260, p, r, 8)}${doc(140, 60, 190, 260, p, r, -5)}${sparkle(460, 300, 14, p.a)}${network(40, 220, 150, 110, 6, p, r)}`, 'amber', 14);

// Home section art.
function art(name: string, w: number, h: number, body: (p: Palette, r: () => number) => string, palette: keyof typeof PALETTES, seed: number) {
  resetIds();
  const r = rng(seed);
  const p = PALETTES[palette]!;
  put(name, svg(w, h, backdrop(w, h, p, r) + body(p, r)));
}
art('home/bare-metal.svg', 560, 240, (p, r) => `${rack(70, 30, 110, 190, p, r)}${rack(225, 30, 110, 190, p, r)}${rack(380, 30, 110, 190, p, r)}`, 'ocean', 21);
art('home/demand-square.svg', 560, 240, (p, r) => `${panel(40, 40, 170, 70)}${panel(40, 130, 170, 70)}${bars(60, 62, 130, 30, [0.4, 0.7, 0.5, 0.9], [p.a, p.b])}${bars(60, 150, 130, 30, [0.8, 0.5, 0.7, 0.6], [p.c, p.b])}${network(280, 20, 250, 200, 10, p, r)}<path d="M210 75C250 75 250 120 290 120M210 165C250 165 250 120 290 120" stroke="${p.c}" stroke-width="3" fill="none" stroke-dasharray="6 6"/>`, 'slate', 22);
art('home/ai-market.svg', 560, 440, (p) => {
  let out = '';
  const cols = [p.a, p.b, p.c];
  [
    [280, 150, 80],
    [160, 230, 60],
    [400, 230, 60],
    [280, 310, 70],
    [150, 360, 40],
    [420, 360, 44],
  ].forEach(([x, y, s], i) => {
    out += cube(x!, y!, s!, cols[i % 3]!, '#1b2350', '#2a3468');
  });
  return out + sparkle(470, 80, 16, p.c) + sparkle(90, 120, 10, p.a);
}, 'indigo', 23);

// GPU card icons for the /home-back carousel (SPEC §2: RTX 4090 has its own).
resetIds();
put('gpu/rtx4090.svg', svg(160, 100, (() => {
  const g = gradient('#2b2f3a', '#11141b');
  return `${g.def}<rect x="6" y="14" width="148" height="66" rx="10" fill="url(#${g.id})" stroke="#76b900" stroke-width="2"/><circle cx="52" cy="47" r="22" fill="#1a1d25" stroke="#3a3f4c" stroke-width="2"/><circle cx="52" cy="47" r="6" fill="#76b900"/><circle cx="108" cy="47" r="22" fill="#1a1d25" stroke="#3a3f4c" stroke-width="2"/><circle cx="108" cy="47" r="6" fill="#76b900"/><path d="M20 80v8M36 80v8M52 80v8M68 80v8M84 80v8" stroke="#c9a227" stroke-width="4"/>${text(148, 30, '4090', 11, '#76b900', 'end')}`;
})()));
resetIds();
put('gpu/gpu.svg', svg(160, 100, (() => {
  const g = gradient('#8b6cff', '#2f8cff');
  return `${g.def}<rect x="6" y="14" width="148" height="66" rx="10" fill="#141a3a" stroke="url(#${g.id})" stroke-width="2"/>${chip(80, 47, 40, PALETTES.violet!)}<path d="M20 80v8M36 80v8M52 80v8M68 80v8M84 80v8M100 80v8" stroke="#c9a227" stroke-width="4"/>`;
})()));

// AI portrait samples for /home-back: the same person before (a casual snapshot) and after.
function portraitPair(n: number, skin: string, hair: string, shirt: string, suit: string, bgAfter: [string, string]) {
  resetIds();
  put(
    `portrait/before-${n}.svg`,
    svg(400, 500, `<rect width="400" height="500" fill="#8a8f96"/><rect y="330" width="400" height="170" fill="#6e7379"/><rect x="40" y="60" width="120" height="200" fill="#9aa0a7"/><rect x="250" y="40" width="110" height="150" fill="#7b8087"/>${person(200, 230, 110, skin, hair, shirt)}<rect width="400" height="500" fill="#fff" fill-opacity=".08"/>`),
  );
  resetIds();
  const g = gradient(bgAfter[0], bgAfter[1], true);
  const light = gradient('#ffffff', '#ffffff');
  put(
    `portrait/after-${n}.svg`,
    svg(400, 500, `${g.def}<rect width="400" height="500" fill="url(#${g.id})"/>${light.def}<circle cx="120" cy="120" r="200" fill="#fff" fill-opacity=".12"/>${person(200, 230, 110, skin, hair, suit, '#f7f8fb')}<path d="M168 330l32 60 32-60" fill="${suit}" fill-opacity=".0"/><rect x="193" y="322" width="14" height="70" rx="4" fill="#8b2f4a"/>`),
  );
}
portraitPair(1, '#e9c8b0', '#2b2230', '#b7a48b', '#1f2a4a', ['#3b4a7a', '#1a2140']);
portraitPair(2, '#d8b39a', '#15121a', '#6f8a6a', '#2d2d35', ['#6b5a8a', '#2a1f40']);

// Peak-shaving video poster.
art('home-back/peak-poster.svg', 640, 360, (p) => `${area(40, 80, 560, 220, [0.4, 0.35, 0.3, 0.5, 0.9, 1, 0.95, 0.85, 0.7, 0.5, 0.4, 0.38], p.a, 0.3)}<path d="M40 170H600" stroke="${p.c}" stroke-width="3" stroke-dasharray="10 8"/>${text(600, 160, 'PEAK SHAVING', 16, p.c, 'end')}<circle cx="320" cy="180" r="40" fill="#000" fill-opacity=".45"/><path d="M308 160v40l34-20z" fill="#fff"/>`, 'violet', 31);

// Inner page heroes.
art('pages/about.svg', 360, 280, (p, r) => `${network(20, 20, 320, 240, 14, p, r)}${chip(180, 140, 80, p)}`, 'violet', 41);
art('pages/products.svg', 360, 280, (p) => `${cube(120, 120, 50, p.a, '#1b2350', '#2a3468')}${cube(240, 120, 50, p.b, '#1b2350', '#2a3468')}${cube(180, 210, 50, p.c, '#1b2350', '#2a3468')}`, 'ocean', 42);
art('pages/consultation.svg', 360, 280, (p, r) => `${panel(40, 50, 200, 80, { radius: 20 })}${panel(120, 150, 200, 80, { radius: 20, stroke: p.a })}<rect x="62" y="78" width="140" height="10" rx="5" fill="#dfe4f1" fill-opacity=".6"/><rect x="62" y="98" width="90" height="10" rx="5" fill="#dfe4f1" fill-opacity=".35"/><rect x="142" y="178" width="150" height="10" rx="5" fill="${p.a}"/><rect x="142" y="198" width="100" height="10" rx="5" fill="#dfe4f1" fill-opacity=".35"/>${sparkle(300, 60, 12, p.c)}${network(260, 200, 80, 60, 4, p, r)}`, 'indigo', 43);
art('pages/partners.svg', 360, 280, (p) => `<circle cx="140" cy="140" r="70" fill="${p.a}" fill-opacity=".85"/><circle cx="220" cy="140" r="70" fill="${p.b}" fill-opacity=".75"/><circle cx="180" cy="80" r="40" fill="${p.c}" fill-opacity=".8"/>${sparkle(300, 60, 14, '#fff')}`, 'ocean', 44);
art('pages/credit.svg', 360, 280, (p) => {
  const g = gradient(p.a, p.b);
  return `${g.def}<rect x="60" y="70" width="230" height="144" rx="16" fill="url(#${g.id})"/><rect x="84" y="100" width="44" height="32" rx="6" fill="#ffd98a"/><path d="M84 180h120" stroke="#fff" stroke-opacity=".7" stroke-width="8" stroke-linecap="round"/><circle cx="290" cy="70" r="34" fill="${p.c}"/>${text(290, 81, '¥', 28, '#0b0f22', 'middle')}`;
}, 'teal', 45);
art('pages/questionnaire.svg', 360, 280, (p) => `${panel(70, 40, 170, 210, { radius: 18 })}${[0, 1, 2].map((i) => `<rect x="92" y="${80 + i * 50}" width="22" height="22" rx="6" fill="${p.c}"/><rect x="124" y="${86 + i * 50}" width="90" height="10" rx="5" fill="#dfe4f1" fill-opacity=".5"/>`).join('')}${chip(270, 170, 70, p, '10h')}`, 'violet', 46);
art('pages/feedback.svg', 360, 280, (p) => `${panel(50, 50, 220, 120, { radius: 22 })}<path d="M90 170l-10 40 46-40" fill="#121a3a"/><rect x="80" y="84" width="150" height="10" rx="5" fill="#dfe4f1" fill-opacity=".6"/><rect x="80" y="108" width="110" height="10" rx="5" fill="#dfe4f1" fill-opacity=".35"/><rect x="80" y="132" width="130" height="10" rx="5" fill="#dfe4f1" fill-opacity=".35"/><circle cx="280" cy="190" r="46" fill="${p.a}"/><path d="M262 190l12 12 24-26" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>`, 'indigo', 47);
art('pages/white-paper.svg', 300, 400, (p, r) => `${doc(40, 40, 220, 320, p, r, 0)}${text(150, 250, '2025', 28, '#fff', 'middle')}`, 'indigo', 48);
art('pages/ic-white-paper.svg', 300, 400, (p, r) => `${doc(40, 40, 220, 320, p, r, 0)}${text(150, 250, 'AIDC', 28, '#fff', 'middle')}`, 'teal', 49);

mkdirSync(OUT, { recursive: true });
for (const [name, content] of Object.entries(files)) {
  const file = path.join(OUT, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}
console.log(`${Object.keys(files).length} illustrations written to public/media`);
