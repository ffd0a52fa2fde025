// A small kit of vector motifs for the storefront's generated illustrations (covers, slides,
// icons). Deterministic: the same seed always draws the same picture, so regenerating is a no-op.

export type Palette = { bg1: string; bg2: string; a: string; b: string; c: string };

export const PALETTES: Record<string, Palette> = {
  violet: { bg1: '#141a3a', bg2: '#0b0f22', a: '#8b6cff', b: '#2f8cff', c: '#2fd0a8' },
  ocean: { bg1: '#0c2136', bg2: '#08111f', a: '#2f8cff', b: '#2fd0a8', c: '#8b6cff' },
  teal: { bg1: '#0b2a2a', bg2: '#071417', a: '#2fd0a8', b: '#2f8cff', c: '#ffb547' },
  rose: { bg1: '#2a1230', bg2: '#120a1c', a: '#ec60a0', b: '#8b6cff', c: '#ffb547' },
  amber: { bg1: '#2a1f10', bg2: '#120d08', a: '#ffb547', b: '#ff7a45', c: '#8b6cff' },
  indigo: { bg1: '#1b1640', bg2: '#0c0a1f', a: '#a78bfa', b: '#60a5fa', c: '#f472b6' },
  slate: { bg1: '#1a2233', bg2: '#0d121d', a: '#60a5fa', b: '#a3e635', c: '#8b6cff' },
};

export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 10000) / 10000;
  };
}

let uid = 0;
export const id = (p: string) => `${p}${(uid += 1)}`;
export const resetIds = () => {
  uid = 0;
};

export function svg(w: number, h: number, body: string, title?: string): string {
  const t = title ? `<title>${title}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${t}${body}</svg>\n`;
}

/** Background: a diagonal gradient, two colour glows and a faint grid. */
export function backdrop(w: number, h: number, p: Palette, r: () => number, opts: { grid?: boolean; transparent?: boolean } = {}) {
  const g = id('bg');
  const g1 = id('glow');
  const g2 = id('glow');
  const pat = id('grid');
  const x1 = Math.round(w * (0.6 + r() * 0.3));
  const y1 = Math.round(h * (0.2 + r() * 0.3));
  const x2 = Math.round(w * (0.05 + r() * 0.3));
  const y2 = Math.round(h * (0.6 + r() * 0.4));
  return `<defs>
<linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.bg1}"/><stop offset="1" stop-color="${p.bg2}"/></linearGradient>
<radialGradient id="${g1}"><stop offset="0" stop-color="${p.a}" stop-opacity=".55"/><stop offset="1" stop-color="${p.a}" stop-opacity="0"/></radialGradient>
<radialGradient id="${g2}"><stop offset="0" stop-color="${p.b}" stop-opacity=".4"/><stop offset="1" stop-color="${p.b}" stop-opacity="0"/></radialGradient>
<pattern id="${pat}" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" fill="none" stroke="#fff" stroke-opacity=".05"/></pattern>
</defs>
${opts.transparent ? '' : `<rect width="${w}" height="${h}" fill="url(#${g})"/>`}
<circle cx="${x1}" cy="${y1}" r="${Math.round(w * 0.45)}" fill="url(#${g1})"/>
<circle cx="${x2}" cy="${y2}" r="${Math.round(w * 0.4)}" fill="url(#${g2})"/>
${opts.grid === false ? '' : `<rect width="${w}" height="${h}" fill="url(#${pat})"/>`}`;
}

export function gradient(a: string, b: string, vertical = false) {
  const g = id('lg');
  return {
    id: g,
    def: `<defs><linearGradient id="${g}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>`,
  };
}

/** A GPU die with pins on four sides. */
export function chip(cx: number, cy: number, s: number, p: Palette, label?: string) {
  const g = gradient(p.a, p.b);
  const half = s / 2;
  const pins: string[] = [];
  const n = 6;
  for (let i = 0; i < n; i += 1) {
    const o = -half + (s / (n + 1)) * (i + 1);
    pins.push(`M${cx + o} ${cy - half - s * 0.16}v${s * 0.12}`, `M${cx + o} ${cy + half + s * 0.04}v${s * 0.12}`);
    pins.push(`M${cx - half - s * 0.16} ${cy + o}h${s * 0.12}`, `M${cx + half + s * 0.04} ${cy + o}h${s * 0.12}`);
  }
  const text = label
    ? `<text x="${cx}" y="${cy + s * 0.09}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${s * 0.24}" fill="#fff">${label}</text>`
    : `<rect x="${cx - s * 0.2}" y="${cy - s * 0.2}" width="${s * 0.4}" height="${s * 0.4}" rx="${s * 0.05}" fill="#fff" fill-opacity=".9"/>`;
  return `${g.def}<path d="${pins.join('')}" stroke="${p.a}" stroke-width="${Math.max(2, s * 0.03)}" stroke-linecap="round" opacity=".8"/>
<rect x="${cx - half}" y="${cy - half}" width="${s}" height="${s}" rx="${s * 0.12}" fill="url(#${g.id})"/>
<rect x="${cx - half + s * 0.1}" y="${cy - half + s * 0.1}" width="${s * 0.8}" height="${s * 0.8}" rx="${s * 0.08}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${Math.max(1.5, s * 0.02)}"/>
${text}`;
}

/** A rack of servers with status lights. */
export function rack(x: number, y: number, w: number, h: number, p: Palette, r: () => number) {
  const units = Math.max(4, Math.round(h / 34));
  const uh = (h - 24) / units;
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#0e1430" stroke="${p.a}" stroke-opacity=".5" stroke-width="2"/>`;
  for (let i = 0; i < units; i += 1) {
    const yy = y + 12 + i * uh;
    out += `<rect x="${x + 10}" y="${yy + 3}" width="${w - 20}" height="${uh - 6}" rx="4" fill="#1a2248"/>`;
    out += `<circle cx="${x + 22}" cy="${yy + uh / 2}" r="3" fill="${r() > 0.3 ? p.c : p.a}"/>`;
    out += `<circle cx="${x + 34}" cy="${yy + uh / 2}" r="3" fill="${r() > 0.5 ? p.b : '#3a4670'}"/>`;
    out += `<path d="M${x + w * 0.45} ${yy + uh / 2}h${w * 0.4}" stroke="#3a4670" stroke-width="3" stroke-linecap="round"/>`;
  }
  return out;
}

/** Bars of a chart; values in 0..1. */
export function bars(x: number, y: number, w: number, h: number, values: number[], colors: string[], gap = 6) {
  const bw = (w - gap * (values.length - 1)) / values.length;
  return values
    .map((v, i) => {
      const bh = Math.max(4, v * h);
      return `<rect x="${(x + i * (bw + gap)).toFixed(1)}" y="${(y + h - bh).toFixed(1)}" width="${bw.toFixed(1)}" height="${bh.toFixed(1)}" rx="${Math.min(4, bw / 3).toFixed(1)}" fill="${colors[i % colors.length]}"/>`;
    })
    .join('');
}

/** A smooth area line through values in 0..1. */
export function area(x: number, y: number, w: number, h: number, values: number[], color: string, fillOpacity = 0.25) {
  const step = w / (values.length - 1);
  const pts = values.map((v, i) => [x + i * step, y + h - v * h] as const);
  let d = `M${pts[0]![0].toFixed(1)} ${pts[0]![1].toFixed(1)}`;
  for (let i = 1; i < pts.length; i += 1) {
    const [px, py] = pts[i - 1]!;
    const [cx, cy] = pts[i]!;
    const mx = (px + cx) / 2;
    d += ` C${mx.toFixed(1)} ${py.toFixed(1)} ${mx.toFixed(1)} ${cy.toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)}`;
  }
  const g = id('af');
  return `<defs><linearGradient id="${g}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${color}" stop-opacity="${fillOpacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>
<path d="${d} L${x + w} ${y + h} L${x} ${y + h}Z" fill="url(#${g})"/><path d="${d}" fill="none" stroke="${color}" stroke-width="3" stroke-linecap="round"/>`;
}

/** A network of nodes and links. */
export function network(x: number, y: number, w: number, h: number, n: number, p: Palette, r: () => number) {
  const nodes = Array.from({ length: n }, () => [x + r() * w, y + r() * h] as const);
  let links = '';
  nodes.forEach(([ax, ay], i) => {
    const near = nodes
      .map(([bx, by], j) => ({ j, d: Math.hypot(ax - bx, ay - by) }))
      .filter((e) => e.j !== i)
      .sort((a, b) => a.d - b.d)
      .slice(0, 2);
    for (const { j } of near) {
      if (j < i) continue;
      const [bx, by] = nodes[j]!;
      links += `<path d="M${ax.toFixed(1)} ${ay.toFixed(1)}L${bx.toFixed(1)} ${by.toFixed(1)}" stroke="${p.b}" stroke-opacity=".45" stroke-width="1.5"/>`;
    }
  });
  const dots = nodes
    .map(([cx, cy], i) => {
      const rr = 3 + (i % 4) * 2;
      const c = [p.a, p.b, p.c][i % 3];
      return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${rr + 6}" fill="${c}" fill-opacity=".15"/><circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${rr}" fill="${c}"/>`;
    })
    .join('');
  return links + dots;
}

/** A document page: title bar, text lines and a small chart. */
export function doc(x: number, y: number, w: number, h: number, p: Palette, r: () => number, rotate = 0) {
  const lines = Array.from({ length: 5 }, (_, i) => `<rect x="${x + 20}" y="${y + 66 + i * 16}" width="${(w - 40) * (0.55 + r() * 0.45)}" height="6" rx="3" fill="#c9d2ee" fill-opacity=".35"/>`).join('');
  const chart = bars(x + 20, y + h - 20 - h * 0.32, w - 40, h * 0.32, [0.4, 0.65, 0.5, 0.85, 0.7, 1], [p.a, p.b]);
  return `<g transform="rotate(${rotate} ${x + w / 2} ${y + h / 2})"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#f4f6fc"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="#101633" fill-opacity=".92" stroke="#fff" stroke-opacity=".14"/>
<rect x="${x + 20}" y="${y + 24}" width="${w * 0.55}" height="12" rx="6" fill="${p.a}"/><rect x="${x + 20}" y="${y + 44}" width="${w * 0.35}" height="6" rx="3" fill="#c9d2ee" fill-opacity=".5"/>${lines}${chart}</g>`;
}

export function shield(cx: number, cy: number, s: number, p: Palette) {
  const g = gradient(p.a, p.b, true);
  const d = `M${cx} ${cy - s}L${cx + s * 0.8} ${cy - s * 0.62}V${cy + s * 0.05}C${cx + s * 0.8} ${cy + s * 0.55} ${cx + s * 0.4} ${cy + s * 0.88} ${cx} ${cy + s}C${cx - s * 0.4} ${cy + s * 0.88} ${cx - s * 0.8} ${cy + s * 0.55} ${cx - s * 0.8} ${cy + s * 0.05}V${cy - s * 0.62}Z`;
  return `${g.def}<path d="${d}" fill="url(#${g.id})"/><path d="${d}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3" transform="translate(${cx} ${cy}) scale(.84) translate(${-cx} ${-cy})"/>
<path d="M${cx - s * 0.34} ${cy}l${s * 0.24} ${s * 0.24} ${s * 0.44}-${s * 0.46}" fill="none" stroke="#fff" stroke-width="${s * 0.11}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** An isometric cube. */
export function cube(cx: number, cy: number, s: number, a: string, b: string, c: string) {
  const h = s * 0.58;
  return `<path d="M${cx} ${cy - s}L${cx + s} ${cy - s + h}L${cx} ${cy - s + 2 * h}L${cx - s} ${cy - s + h}Z" fill="${a}"/>
<path d="M${cx - s} ${cy - s + h}L${cx} ${cy - s + 2 * h}V${cy + 2 * h - s * 0.2}L${cx - s} ${cy + h - s * 0.2}Z" fill="${b}"/>
<path d="M${cx + s} ${cy - s + h}L${cx} ${cy - s + 2 * h}V${cy + 2 * h - s * 0.2}L${cx + s} ${cy + h - s * 0.2}Z" fill="${c}"/>`;
}

/** A head-and-shoulders portrait. */
export function person(cx: number, cy: number, s: number, skin: string, hair: string, cloth: string, collar?: string) {
  return `<path d="M${cx - s * 1.05} ${cy + s * 1.9}C${cx - s * 1.05} ${cy + s * 1.05} ${cx - s * 0.6} ${cy + s * 0.8} ${cx} ${cy + s * 0.8}S${cx + s * 1.05} ${cy + s * 1.05} ${cx + s * 1.05} ${cy + s * 1.9}Z" fill="${cloth}"/>
${collar ? `<path d="M${cx - s * 0.28} ${cy + s * 0.82}L${cx} ${cy + s * 1.35}L${cx + s * 0.28} ${cy + s * 0.82}" fill="${collar}"/>` : ''}
<rect x="${cx - s * 0.16}" y="${cy + s * 0.35}" width="${s * 0.32}" height="${s * 0.5}" rx="${s * 0.12}" fill="${skin}"/>
<ellipse cx="${cx}" cy="${cy}" rx="${s * 0.5}" ry="${s * 0.6}" fill="${skin}"/>
<ellipse cx="${cx - s * 0.19}" cy="${cy + s * 0.02}" rx="${s * 0.05}" ry="${s * 0.065}" fill="#2a2230"/><ellipse cx="${cx + s * 0.19}" cy="${cy + s * 0.02}" rx="${s * 0.05}" ry="${s * 0.065}" fill="#2a2230"/>
<path d="M${cx - s * 0.28} ${cy - s * 0.12}q${s * 0.1} -${s * 0.06} ${s * 0.2} 0M${cx + s * 0.08} ${cy - s * 0.12}q${s * 0.1} -${s * 0.06} ${s * 0.2} 0" stroke="#3a2a2a" stroke-width="${s * 0.03}" fill="none" stroke-linecap="round"/>
<path d="M${cx - s * 0.13} ${cy + s * 0.3}q${s * 0.13} ${s * 0.1} ${s * 0.26} 0" stroke="#b0605a" stroke-width="${s * 0.035}" fill="none" stroke-linecap="round"/>
<path d="M${cx - s * 0.54} ${cy - s * 0.02}C${cx - s * 0.6} ${cy - s * 0.75} ${cx - s * 0.1} ${cy - s * 0.8} ${cx + s * 0.05} ${cy - s * 0.72}C${cx + s * 0.45} ${cy - s * 0.7} ${cx + s * 0.62} ${cy - s * 0.4} ${cx + s * 0.54} ${cy - s * 0.02}C${cx + s * 0.4} ${cy - s * 0.35} ${cx - s * 0.2} ${cy - s * 0.42} ${cx - s * 0.54} ${cy - s * 0.02}Z" fill="${hair}"/>`;
}

export function sparkle(cx: number, cy: number, s: number, color: string) {
  return `<path d="M${cx} ${cy - s}Q${cx + s * 0.15} ${cy - s * 0.15} ${cx + s} ${cy}Q${cx + s * 0.15} ${cy + s * 0.15} ${cx} ${cy + s}Q${cx - s * 0.15} ${cy + s * 0.15} ${cx - s} ${cy}Q${cx - s * 0.15} ${cy - s * 0.15} ${cx} ${cy - s}Z" fill="${color}"/>`;
}

export function moon(cx: number, cy: number, rr: number, color: string, bg: string) {
  return `<circle cx="${cx}" cy="${cy}" r="${rr}" fill="${color}"/><circle cx="${cx + rr * 0.45}" cy="${cy - rr * 0.3}" r="${rr * 0.85}" fill="${bg}"/>`;
}

export function text(x: number, y: number, value: string, size: number, color = '#fff', anchor = 'start', weight = 700) {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="Arial,Helvetica,sans-serif" font-weight="${weight}" font-size="${size}" fill="${color}">${value}</text>`;
}

/** A rounded card panel. */
export function panel(x: number, y: number, w: number, h: number, opts: { fill?: string; stroke?: string; radius?: number } = {}) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${opts.radius ?? 14}" fill="${opts.fill ?? '#121a3a'}" fill-opacity=".92" stroke="${opts.stroke ?? '#fff'}" stroke-opacity=".14"/>`;
}
