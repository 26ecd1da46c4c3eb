import type { Random } from '../random.ts';
import { gradients, n } from './svg.ts';
import { type Landscape, PALETTES, type Palette, type PictureSize, type TimeOfDay } from './vocabulary.ts';

const SKIES: Record<TimeOfDay, [string, string, string]> = {
  morning: ['#9fd3f7', '#fdf1d8', '#fff7cc'],
  noon: ['#4fa3e0', '#d8eefc', '#fffde7'],
  evening: ['#f7a35c', '#ffd9a8', '#fff0c2'],
};

/** A farm landscape under the sky of its time of day. */
export const landscapeScene = (
  scene: Landscape,
  p: Palette,
  time: TimeOfDay,
  size: PictureSize,
  r: Random,
): string => {
  const { width: w, height: h } = size;
  const [top, bottom, sun] = SKIES[time];
  const horizon = h * r.range(0.42, 0.52);
  const parts: string[] = [];
  parts.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
  );
  parts.push(`<rect width="${w}" height="${h}" fill="url(#sky)"/>`);
  parts.push(
    `<circle cx="${n(r.range(w * 0.15, w * 0.85))}" cy="${n(horizon * r.range(0.25, 0.5))}" r="${n(h * 0.07)}" fill="${sun}"/>`,
  );
  for (let i = 0; i < 3; i++) {
    const cx = r.range(0, w);
    const cy = r.range(h * 0.08, horizon * 0.6);
    parts.push(
      `<g fill="#fff"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(w * 0.07)}" ry="${n(h * 0.03)}"/><ellipse cx="${n(cx + w * 0.04)}" cy="${n(cy - h * 0.02)}" rx="${n(w * 0.05)}" ry="${n(h * 0.03)}"/></g>`,
    );
  }
  // Far mountains.
  const peaks = scene === 'mountain' || scene === 'tea' ? 3 : 5;
  let ridge = `M0 ${n(horizon)}`;
  for (let i = 0; i <= peaks; i++) {
    const x = (w / peaks) * i;
    const peak =
      horizon - h * r.range(scene === 'mountain' ? 0.22 : 0.06, scene === 'mountain' ? 0.34 : 0.16);
    ridge += ` L${n(x - w / peaks / 2)} ${n(peak)} L${n(x)} ${n(horizon - h * 0.03)}`;
  }
  ridge += ` L${w} ${n(horizon)} L${w} ${h} L0 ${h}Z`;
  parts.push(`<path d="${ridge}" fill="#9db5cc"/>`);
  if (scene === 'mountain' || scene === 'tea') {
    const fx = w * r.range(0.55, 0.8);
    parts.push(
      `<path d="M${n(fx - w * 0.22)} ${n(horizon)} L${n(fx - w * 0.04)} ${n(horizon - h * 0.3)} L${n(fx + w * 0.04)} ${n(horizon - h * 0.3)} L${n(fx + w * 0.22)} ${n(horizon)}Z" fill="#6f8fb3"/>` +
        `<path d="M${n(fx - w * 0.08)} ${n(horizon - h * 0.2)} L${n(fx - w * 0.04)} ${n(horizon - h * 0.3)} L${n(fx + w * 0.04)} ${n(horizon - h * 0.3)} L${n(fx + w * 0.08)} ${n(horizon - h * 0.2)} L${n(fx + w * 0.03)} ${n(horizon - h * 0.23)} L${n(fx)} ${n(horizon - h * 0.19)} L${n(fx - w * 0.03)} ${n(horizon - h * 0.23)}Z" fill="#fff"/>`,
    );
  }
  const ground = scene === 'coast' ? '#f3e2b3' : scene === 'paddy' ? '#9ccc65' : '#8bc34a';
  parts.push(
    `<path d="M0 ${n(horizon)} Q${n(w * 0.3)} ${n(horizon - h * 0.05)} ${n(w * 0.6)} ${n(horizon + h * 0.01)} T${w} ${n(horizon - h * 0.02)} L${w} ${h} L0 ${h}Z" fill="${ground}"/>`,
  );
  const rows = (color: string, count: number, width: number) => {
    let out = '';
    for (let i = 0; i < count; i++) {
      const x0 = w / 2 + (i - (count - 1) / 2) * (w * 0.05);
      const x1 = w / 2 + (i - (count - 1) / 2) * (w * 0.28);
      out += `<path d="M${n(x0)} ${n(horizon + 6)} L${n(x1)} ${h}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
    }
    return out;
  };
  const tree = (x: number, y: number, s: number, fruit: boolean) => {
    let out = `<rect x="${n(x - 6 * s)}" y="${n(y)}" width="${n(12 * s)}" height="${n(50 * s)}" fill="#6d4c41"/><circle cx="${n(x)}" cy="${n(y - 10 * s)}" r="${n(44 * s)}" fill="#4c8c2b"/><circle cx="${n(x - 18 * s)}" cy="${n(y - 24 * s)}" r="${n(26 * s)}" fill="#69a83f"/>`;
    if (fruit) {
      for (let i = 0; i < 6; i++) {
        out += `<circle cx="${n(x + r.range(-34, 34) * s)}" cy="${n(y - 10 * s + r.range(-30, 26) * s)}" r="${n(6 * s)}" fill="${p.main}"/>`;
      }
    }
    return out;
  };
  switch (scene) {
    case 'field':
      parts.push(rows(p.leaf, 14, 18));
      parts.push(rows(p.main, 14, 6));
      break;
    case 'orchard':
    case 'terrace': {
      if (scene === 'terrace') {
        for (let i = 0; i < 5; i++) {
          const y = horizon + (h - horizon) * (i / 5);
          parts.push(
            `<path d="M0 ${n(y)} Q${n(w / 2)} ${n(y - 30)} ${w} ${n(y)} L${w} ${n(y + 14)} Q${n(w / 2)} ${n(y - 16)} 0 ${n(y + 14)}Z" fill="#a1887f" opacity="0.7"/>`,
          );
        }
      }
      for (let row = 0; row < 4; row++) {
        const y = horizon + (h - horizon) * (0.12 + row * 0.24);
        const s = 0.6 + row * 0.45;
        for (let x = r.range(0, 60); x < w + 60; x += 150 * s) parts.push(tree(x, y, s, true));
      }
      break;
    }
    case 'vineyard':
      for (let row = 0; row < 4; row++) {
        const y = horizon + (h - horizon) * (0.15 + row * 0.23);
        parts.push(`<path d="M0 ${n(y)} L${w} ${n(y)}" stroke="#6d4c41" stroke-width="${3 + row * 2}"/>`);
        for (let x = r.range(10, 60); x < w; x += 70 + row * 30) {
          parts.push(
            `<circle cx="${n(x)}" cy="${n(y - 10)}" r="${n(18 + row * 8)}" fill="#558b2f"/><ellipse cx="${n(x + 8)}" cy="${n(y + 18 + row * 6)}" rx="${n(7 + row * 3)}" ry="${n(12 + row * 5)}" fill="${p.main}"/>`,
          );
        }
      }
      break;
    case 'paddy':
      parts.push(
        `<rect y="${n(horizon + 10)}" width="${w}" height="${n(h - horizon)}" fill="#b3d9d2" opacity="0.6"/>`,
      );
      parts.push(rows('#43a047', 18, 8));
      break;
    case 'pasture': {
      for (let x = 0; x < w; x += 90) {
        parts.push(`<rect x="${x}" y="${n(h * 0.7)}" width="10" height="${n(h * 0.12)}" fill="#8d6e63"/>`);
      }
      parts.push(
        `<path d="M0 ${n(h * 0.73)} L${w} ${n(h * 0.73)} M0 ${n(h * 0.78)} L${w} ${n(h * 0.78)}" stroke="#8d6e63" stroke-width="6"/>`,
      );
      for (let i = 0; i < 4; i++) {
        const x = r.range(w * 0.1, w * 0.9);
        const y = r.range(horizon + 30, h * 0.66);
        const s = 0.6 + (y - horizon) / (h - horizon);
        const body = p.main === PALETTES.beef.main ? '#a0522d' : '#fafafa';
        parts.push(
          `<g transform="translate(${n(x)} ${n(y)}) scale(${n(s)})"><ellipse rx="55" ry="30" fill="${body}" stroke="#444" stroke-width="2"/><circle cx="-10" cy="-5" r="12" fill="#333" opacity="${body === '#fafafa' ? 0.8 : 0}"/><ellipse cx="60" cy="-18" rx="18" ry="14" fill="${body}" stroke="#444" stroke-width="2"/><rect x="-40" y="22" width="8" height="26" fill="#444"/><rect x="30" y="22" width="8" height="26" fill="#444"/></g>`,
        );
      }
      break;
    }
    case 'tea':
      for (let i = 0; i < 7; i++) {
        const y = horizon + (h - horizon) * (i / 7) + 20;
        parts.push(
          `<path d="M-20 ${n(y + 40)} Q${n(w * 0.25)} ${n(y - 25)} ${n(w * 0.5)} ${n(y)} T${w + 20} ${n(y - 10)} L${w + 20} ${n(y + 50)} L-20 ${n(y + 50)}Z" fill="${i % 2 === 0 ? '#2e7d32' : '#43a047'}"/>`,
        );
      }
      break;
    case 'greenhouse':
      for (let i = 0; i < 4; i++) {
        const x = w * 0.05 + i * w * 0.24;
        const y = horizon + (h - horizon) * 0.25;
        parts.push(
          `<path d="M${n(x)} ${n(h * 0.85)} L${n(x)} ${n(y)} Q${n(x + w * 0.1)} ${n(y - h * 0.15)} ${n(x + w * 0.2)} ${n(y)} L${n(x + w * 0.2)} ${n(h * 0.85)}Z" fill="#ffffff" opacity="0.6" stroke="#b0bec5" stroke-width="4"/>`,
        );
        for (let k = 0; k < 5; k++) {
          parts.push(
            `<circle cx="${n(x + r.range(w * 0.02, w * 0.18))}" cy="${n(r.range(y + 20, h * 0.8))}" r="10" fill="${p.main}"/>`,
          );
        }
      }
      break;
    case 'coast': {
      parts.push(
        `<rect y="${n(horizon)}" width="${w}" height="${n((h - horizon) * 0.45)}" fill="#26a6c9"/><rect y="${n(horizon)}" width="${w}" height="${n((h - horizon) * 0.12)}" fill="#64d0e6"/>`,
      );
      for (let i = 0; i < 3; i++) {
        const x = r.range(w * 0.05, w * 0.95);
        const y = h * r.range(0.78, 0.95);
        let fronds = '';
        for (let k = 0; k < 6; k++) {
          fronds += `<path d="M0 0 Q${n(Math.cos(k) * 90)} ${n(-40 + Math.sin(k) * 20)} ${n(Math.cos(k) * 140)} ${n(30 + Math.sin(k) * 30)}" stroke="#2e7d32" stroke-width="14" fill="none" stroke-linecap="round"/>`;
        }
        parts.push(
          `<path d="M${n(x)} ${n(y)} Q${n(x + 20)} ${n(y - h * 0.25)} ${n(x + 40)} ${n(y - h * 0.4)}" stroke="#8d6e63" stroke-width="16" fill="none"/><g transform="translate(${n(x + 40)} ${n(y - h * 0.4)})">${fronds}</g>`,
        );
      }
      break;
    }
    case 'stream':
      parts.push(
        `<rect y="${n(horizon - h * 0.1)}" width="${w}" height="${n(h * 0.3)}" fill="#2e5d32" opacity="0.9"/>` +
          `<path d="M${n(w * 0.45)} ${n(horizon)} Q${n(w * 0.3)} ${n(h * 0.7)} ${n(w * 0.5)} ${h} L${n(w * 0.7)} ${h} Q${n(w * 0.45)} ${n(h * 0.7)} ${n(w * 0.55)} ${n(horizon)}Z" fill="#7fc8e8"/>`,
      );
      parts.push(rows('#7cb342', 10, 14));
      break;
    case 'mountain':
      parts.push(rows('#689f38', 10, 10));
      break;
  }
  return `<defs>${gradients(p)}</defs>${parts.join('')}`;
};
