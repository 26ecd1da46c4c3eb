/** Fruit and vegetables as SVG (the motifs of PRODUCE_MOTIFS). */
import type { Random } from '../random.ts';
import { highlight, leaf, n, stem } from './svg.ts';
import type { Palette, ProduceMotif } from './vocabulary.ts';

/** One fruit or vegetable, centred on 0,0, roughly 220 units wide. */
export const drawProduce = (motif: ProduceMotif, p: Palette, r: Random): string => {
  switch (motif) {
    case 'apple':
      return (
        `<path d="M0 -78 C60 -110 118 -60 108 10 C100 80 50 110 0 96 C-50 110 -100 80 -108 10 C-118 -60 -60 -110 0 -78Z" fill="url(#gm)"/>` +
        stem(0, -78, 34) +
        leaf(8, -104, -30, 0.8) +
        highlight(-45, -35, 22, 34)
      );
    case 'citrus': {
      let dots = '';
      for (let i = 0; i < 14; i++) {
        dots += `<circle cx="${n(r.range(-70, 70))}" cy="${n(r.range(-60, 70))}" r="2.5" fill="${p.shade}" opacity="0.35"/>`;
      }
      return `<ellipse rx="105" ry="92" fill="url(#gm)"/>${dots}${leaf(0, -90, -20, 0.7)}${highlight(-40, -35, 25, 18)}`;
    }
    case 'tomato': {
      let calyx = '';
      for (let i = 0; i < 5; i++) {
        const a = (i * 72 * Math.PI) / 180;
        calyx += `<path d="M0 -82 L${n(Math.cos(a) * 38)} ${n(-82 + Math.sin(a) * 22)}" stroke="${p.leaf}" stroke-width="10" stroke-linecap="round"/>`;
      }
      return `<ellipse rx="108" ry="90" fill="url(#gm)"/>${calyx}${highlight(-42, -30, 26, 18)}`;
    }
    case 'peach':
      return (
        `<path d="M0 -90 C70 -100 112 -30 100 30 C88 90 30 108 0 100 C-30 108 -88 90 -100 30 C-112 -30 -70 -100 0 -90Z" fill="url(#gm)"/>` +
        `<path d="M0 -88 C-22 -30 -18 40 0 98" stroke="${p.shade}" stroke-width="5" fill="none" opacity="0.5"/>` +
        leaf(4, -92, -40, 0.9) +
        leaf(0, -92, 200, 0.7) +
        highlight(-45, -25, 24, 32)
      );
    case 'persimmon':
      return (
        `<ellipse rx="108" ry="84" fill="url(#gm)"/>` +
        `<path d="M-40 -78 L0 -100 L40 -78 L22 -60 L0 -70 L-22 -60Z" fill="${p.leaf}"/>` +
        `<rect x="-5" y="-112" width="10" height="18" rx="4" fill="#4e342e"/>${highlight(-45, -25, 22, 15)}`
      );
    case 'melon': {
      let net = '';
      for (let i = -3; i <= 3; i++) {
        net += `<path d="M${i * 30} -108 Q${i * 42 + 20} 0 ${i * 30} 108" stroke="#f1f8e9" stroke-width="3" fill="none" opacity="0.55"/>`;
        net += `<path d="M-108 ${i * 30} Q0 ${i * 40 - 15} 108 ${i * 30}" stroke="#f1f8e9" stroke-width="3" fill="none" opacity="0.45"/>`;
      }
      return `<clipPath id="mc"><circle r="112"/></clipPath><circle r="112" fill="url(#gm)"/><g clip-path="url(#mc)">${net}</g><path d="M-26 -118 L26 -118 M0 -118 L0 -100" stroke="#6d4c41" stroke-width="10" stroke-linecap="round"/>`;
    }
    case 'grapes': {
      let berries = '';
      const rows = [5, 4, 4, 3, 2, 1];
      rows.forEach((count, row) => {
        for (let i = 0; i < count; i++) {
          const x = (i - (count - 1) / 2) * 40 + r.range(-3, 3);
          const y = -70 + row * 34;
          berries += `<circle cx="${n(x)}" cy="${n(y)}" r="24" fill="${row % 2 === 0 ? p.main : p.shade}" stroke="${p.shade}" stroke-width="2"/><circle cx="${n(x - 8)}" cy="${n(y - 8)}" r="6" fill="${p.light}" opacity="0.7"/>`;
        }
      });
      return `${stem(0, -92, 30)}${leaf(10, -110, -15, 1.1)}${berries}`;
    }
    case 'cherries':
      return (
        `<path d="M-45 30 Q-20 -60 10 -100 M45 40 Q30 -40 10 -100" stroke="#4e7a27" stroke-width="6" fill="none"/>` +
        leaf(10, -100, -10, 0.9) +
        `<circle cx="-45" cy="50" r="46" fill="url(#gm)"/><circle cx="48" cy="60" r="46" fill="url(#gm)"/>` +
        highlight(-60, 32, 10, 14) +
        highlight(32, 42, 10, 14)
      );
    case 'strawberry': {
      let seeds = '';
      for (let i = 0; i < 16; i++) {
        seeds += `<ellipse cx="${n(r.range(-55, 55))}" cy="${n(r.range(-45, 60))}" rx="3" ry="5" fill="#ffe082"/>`;
      }
      return (
        `<path d="M0 110 C-40 90 -100 20 -90 -40 C-82 -80 -30 -80 0 -70 C30 -80 82 -80 90 -40 C100 20 40 90 0 110Z" fill="url(#gm)"/>` +
        `${seeds}<path d="M-60 -70 L-20 -60 L0 -95 L20 -60 L60 -70 L30 -45 L0 -55 L-30 -45Z" fill="${p.leaf}"/>`
      );
    }
    case 'pear':
      return (
        `<path d="M0 -100 C40 -100 45 -40 70 0 C110 60 70 110 0 110 C-70 110 -110 60 -70 0 C-45 -40 -40 -100 0 -100Z" fill="url(#gm)"/>` +
        stem(0, -100, 30) +
        highlight(-30, 10, 18, 30)
      );
    case 'mango':
      return (
        `<path d="M-100 10 C-100 -70 0 -100 60 -80 C120 -60 120 40 70 80 C20 120 -100 90 -100 10Z" fill="url(#gm)"/>` +
        stem(-70, -50, 20) +
        highlight(-30, -40, 30, 18)
      );
    case 'pineapple': {
      let hatch = '';
      for (let i = -4; i <= 4; i++) {
        hatch += `<path d="M${i * 26 - 60} -60 L${i * 26 + 60} 100" stroke="${p.shade}" stroke-width="3" opacity="0.5"/>`;
        hatch += `<path d="M${i * 26 + 60} -60 L${i * 26 - 60} 100" stroke="${p.shade}" stroke-width="3" opacity="0.5"/>`;
      }
      let crown = '';
      for (let i = -3; i <= 3; i++) {
        crown += `<path d="M${i * 8} -55 Q${i * 22} -120 ${i * 30} -170 Q${i * 12} -110 ${i * 8 + 14} -55Z" fill="url(#gl)"/>`;
      }
      return `${crown}<clipPath id="pc"><ellipse cy="20" rx="72" ry="90"/></clipPath><ellipse cy="20" rx="72" ry="90" fill="url(#gm)"/><g clip-path="url(#pc)">${hatch}</g>`;
    }
    case 'potato': {
      let eyes = '';
      for (let i = 0; i < 6; i++) {
        eyes += `<ellipse cx="${n(r.range(-80, 80))}" cy="${n(r.range(-45, 45))}" rx="5" ry="3" fill="${p.shade}" opacity="0.6"/>`;
      }
      const rx = r.range(100, 120);
      const ry = r.range(66, 80);
      return `<ellipse rx="${n(rx)}" ry="${n(ry)}" fill="url(#gm)"/>${eyes}${highlight(-40, -30, 30, 12)}`;
    }
    case 'corn': {
      let kernels = '';
      for (let y = -100; y <= 100; y += 16) {
        kernels += `<path d="M-40 ${y} L40 ${y}" stroke="${p.shade}" stroke-width="2" opacity="0.45"/>`;
      }
      for (let x = -30; x <= 30; x += 15) {
        kernels += `<path d="M${x} -110 L${x} 110" stroke="${p.shade}" stroke-width="2" opacity="0.35"/>`;
      }
      return (
        `<clipPath id="cc"><ellipse rx="46" ry="118"/></clipPath><ellipse rx="46" ry="118" fill="url(#gm)"/><g clip-path="url(#cc)">${kernels}</g>` +
        `<path d="M-10 120 Q-90 40 -70 -60 Q-40 40 0 60Z" fill="url(#gl)"/><path d="M10 120 Q95 30 70 -50 Q40 40 0 60Z" fill="url(#gl)"/>`
      );
    }
    case 'lettuce': {
      let leaves = '';
      for (let i = 0; i < 9; i++) {
        const a = (i / 9) * Math.PI * 2;
        const tone = i % 2 === 0 ? p.main : p.light;
        leaves += `<circle cx="${n(Math.cos(a) * 55)}" cy="${n(Math.sin(a) * 45)}" r="62" fill="${tone}" stroke="${p.shade}" stroke-width="3"/>`;
      }
      return `${leaves}<circle r="58" fill="url(#gm)"/><path d="M-30 -10 Q0 -40 30 -10" stroke="#f1f8e9" stroke-width="4" fill="none"/>`;
    }
    case 'pods': {
      let pods = '';
      for (let i = 0; i < 3; i++) {
        const angle = -30 + i * 30;
        pods += `<g transform="rotate(${angle}) translate(0 ${-10 + i * 12})"><path d="M-100 0 C-90 -38 90 -38 100 0 C90 30 -90 30 -100 0Z" fill="url(#gm)"/>`;
        for (let k = -1; k <= 1; k++)
          pods += `<circle cx="${k * 55}" cy="-4" r="20" fill="${p.light}" opacity="0.5"/>`;
        pods += '</g>';
      }
      return pods;
    }
    case 'gourd': {
      let bumps = '';
      for (let i = 0; i < 26; i++) {
        bumps += `<ellipse cx="${n(r.range(-28, 28))}" cy="${n(r.range(-110, 110))}" rx="6" ry="9" fill="${p.light}" opacity="0.55"/>`;
      }
      return `<g transform="rotate(-55)"><ellipse rx="42" ry="130" fill="url(#gm)"/>${bumps}<path d="M0 -130 l6 -18" stroke="#5d4037" stroke-width="8"/></g>`;
    }
    case 'wasabi': {
      let rings = '';
      for (let y = -20; y < 100; y += 18) {
        rings += `<path d="M-30 ${y} Q0 ${y + 8} 30 ${y}" stroke="${p.shade}" stroke-width="3" fill="none"/>`;
      }
      return (
        `<path d="M0 -40 L-90 -140 M0 -40 L0 -160 M0 -40 L90 -140" stroke="${p.leaf}" stroke-width="7"/>` +
        `<circle cx="-95" cy="-150" r="38" fill="url(#gl)"/><circle cx="0" cy="-168" r="40" fill="url(#gl)"/><circle cx="95" cy="-150" r="38" fill="url(#gl)"/>` +
        `<path d="M-36 -40 L36 -40 L20 110 Q0 122 -20 110Z" fill="url(#gm)"/>${rings}`
      );
    }
    case 'bulbs': {
      let bulbs = '';
      for (let i = -3; i <= 3; i++) {
        const x = i * 30;
        bulbs += `<path d="M${x} 20 L${x + i * 6} -120" stroke="${p.leaf}" stroke-width="8" stroke-linecap="round"/>`;
        bulbs += `<ellipse cx="${x}" cy="50" rx="24" ry="40" fill="url(#gm)" stroke="${p.shade}" stroke-width="2"/>`;
      }
      return bulbs;
    }
  }
};
