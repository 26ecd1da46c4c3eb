/** Packed and prepared foods as SVG (the motifs of PANTRY_MOTIFS). */
import type { Random } from '../random.ts';
import { leaf, n } from './svg.ts';
import type { Palette, PantryMotif } from './vocabulary.ts';

/** One packed or prepared food, centred on 0,0, roughly 220 units wide. */
export const drawPantry = (motif: PantryMotif, p: Palette, r: Random): string => {
  switch (motif) {
    case 'riceBag':
      return (
        `<path d="M-90 -110 L90 -110 L100 120 Q0 140 -100 120Z" fill="#f3ead7" stroke="#cbb994" stroke-width="4"/>` +
        `<rect x="-70" y="-40" width="140" height="90" rx="10" fill="${p.main}"/><circle cx="0" cy="5" r="26" fill="${p.leaf}"/>` +
        `<path d="M-90 -110 Q0 -140 90 -110" stroke="#cbb994" stroke-width="6" fill="none"/>`
      );
    case 'noodles': {
      let strands = '';
      for (let i = -9; i <= 9; i++) {
        strands += `<path d="M${i * 6} -120 L${i * 7} 120" stroke="${i % 2 === 0 ? p.main : p.shade}" stroke-width="5"/>`;
      }
      return `${strands}<rect x="-66" y="-22" width="132" height="40" rx="6" fill="#f5f0e6" stroke="#b71c1c" stroke-width="5"/>`;
    }
    case 'teaCup':
      return (
        `<path d="M-100 -40 L100 -40 Q95 80 40 100 L-40 100 Q-95 80 -100 -40Z" fill="#e8efe3" stroke="#b7c7ad" stroke-width="4"/>` +
        `<ellipse cy="-40" rx="100" ry="22" fill="url(#gm)"/>${leaf(110, 70, -20, 1)}${leaf(120, 90, 20, 0.8)}`
      );
    case 'pouch':
      return (
        `<path d="M-80 -120 L80 -120 L90 120 L-90 120Z" fill="${p.shade}"/><rect x="-80" y="-120" width="160" height="26" fill="#3e2723" opacity="0.5"/>` +
        `<rect x="-60" y="-30" width="120" height="90" rx="8" fill="#f5f0e6"/><circle cx="0" cy="15" r="28" fill="${p.main}"/>`
      );
    case 'jar':
      return (
        `<rect x="-78" y="-80" width="156" height="190" rx="26" fill="url(#gm)" stroke="#eceff1" stroke-width="6"/>` +
        `<rect x="-70" y="-120" width="140" height="44" rx="8" fill="#8d6e63"/><rect x="-78" y="-10" width="156" height="60" fill="#f5f0e6" opacity="0.9"/>` +
        `<rect x="-52" y="-60" width="20" height="150" rx="10" fill="#fff" opacity="0.25"/>`
      );
    case 'bottle':
      return (
        `<path d="M-22 -150 L22 -150 L22 -100 Q60 -80 60 -40 L60 140 Q0 152 -60 140 L-60 -40 Q-60 -80 -22 -100Z" fill="url(#gm)" stroke="#eceff1" stroke-width="4"/>` +
        `<rect x="-26" y="-172" width="52" height="28" rx="6" fill="${p.leaf}"/><rect x="-60" y="10" width="120" height="70" fill="#f5f0e6" opacity="0.9"/>` +
        `<rect x="-45" y="-50" width="14" height="180" rx="7" fill="#fff" opacity="0.3"/>`
      );
    case 'cheese':
      return (
        `<ellipse cy="40" rx="120" ry="40" fill="#e0d7c1"/><rect x="-120" y="-10" width="240" height="50" fill="#f4efe2"/>` +
        `<ellipse cy="-10" rx="120" ry="40" fill="#fbf8f0" stroke="#e0d7c1" stroke-width="3"/>` +
        `<path d="M0 -10 L120 -10 L120 40 L0 40Z" fill="#f7e7a6" opacity="0.8"/>`
      );
    case 'meat': {
      let slices = '';
      for (let i = 0; i < 3; i++) {
        const x = -70 + i * 70;
        slices += `<g transform="translate(${x} ${i * 12 - 10}) rotate(${i * 12 - 12})"><path d="M-70 -45 Q0 -75 70 -45 Q85 40 0 55 Q-85 40 -70 -45Z" fill="url(#gm)"/>`;
        for (let k = 0; k < 5; k++) {
          slices += `<path d="M${n(r.range(-50, 0))} ${n(r.range(-35, 35))} q25 ${n(r.range(-12, 12))} 50 0" stroke="#fde9e7" stroke-width="4" fill="none" opacity="0.85"/>`;
        }
        slices += '</g>';
      }
      return slices;
    }
    case 'patty': {
      let patties = '';
      for (let i = 0; i < 3; i++) {
        const x = -80 + i * 80;
        patties += `<g transform="translate(${x} ${i % 2 === 0 ? 0 : 25})"><ellipse rx="70" ry="48" fill="url(#gm)"/>`;
        for (let k = -1; k <= 1; k++) {
          patties += `<path d="M${k * 22 - 25} -30 L${k * 22 + 25} 30" stroke="#3e2723" stroke-width="6" opacity="0.6"/>`;
        }
        patties += '</g>';
      }
      return patties;
    }
    case 'shrimp': {
      let shrimps = '';
      for (let s = 0; s < 4; s++) {
        const ox = r.range(-70, 70);
        const oy = r.range(-60, 60);
        shrimps += `<g transform="translate(${n(ox)} ${n(oy)}) rotate(${n(r.range(0, 360))}) scale(0.55)">`;
        for (let i = 0; i < 6; i++) {
          const a = (i / 6) * Math.PI * 1.1;
          shrimps += `<circle cx="${n(Math.cos(a) * 60)}" cy="${n(Math.sin(a) * 60)}" r="${26 - i * 3}" fill="url(#gm)"/>`;
        }
        shrimps += `<path d="M60 0 l60 -40 M60 0 l70 -10" stroke="${p.shade}" stroke-width="3"/></g>`;
      }
      return shrimps;
    }
    case 'seaweed': {
      let strands = '';
      for (let i = 0; i < 18; i++) {
        const x = r.range(-70, 70);
        strands += `<path d="M${n(x)} 30 q${n(r.range(-30, 30))} -40 ${n(r.range(-20, 20))} -80 t${n(r.range(-20, 20))} -60" stroke="${i % 2 === 0 ? p.main : p.shade}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
      }
      return `${strands}<path d="M-120 20 L120 20 Q110 110 0 115 Q-110 110 -120 20Z" fill="#e3f2fd" opacity="0.9" stroke="#90caf9" stroke-width="4"/>`;
    }
    case 'umeboshi': {
      let plums = '';
      for (let i = 0; i < 7; i++) {
        const x = (i - 3) * 30 + r.range(-5, 5);
        const y = -20 + Math.abs(i - 3) * 8 + r.range(-5, 5);
        plums += `<circle cx="${n(x)}" cy="${n(y)}" r="30" fill="url(#gm)"/><path d="M${n(x - 15)} ${n(y)} q10 -8 20 0" stroke="${p.shade}" stroke-width="3" fill="none"/>`;
      }
      return `${plums}<path d="M-130 0 L130 0 Q115 100 0 105 Q-115 100 -130 0Z" fill="#efe6d6" stroke="#b8a27a" stroke-width="4"/>`;
    }
    case 'beans': {
      let beans = '';
      for (let i = 0; i < 40; i++) {
        beans += `<ellipse cx="${n(r.range(-90, 90))}" cy="${n(r.range(-70, -20))}" rx="11" ry="8" transform="rotate(${n(r.range(0, 180))} 0 0)" fill="url(#gm)"/>`;
      }
      return `<rect x="-110" y="-40" width="220" height="140" fill="#d7b98c" stroke="#a1835a" stroke-width="5"/>${beans}`;
    }
    case 'dango': {
      let buns = '';
      for (let i = 0; i < 3; i++) {
        const x = (i - 1) * 80;
        buns += `<circle cx="${x}" cy="${i === 1 ? -20 : 20}" r="58" fill="url(#gm)"/><path d="M${x - 20} ${i === 1 ? -20 : 20} q20 20 40 0" stroke="${p.leaf}" stroke-width="10" fill="none"/>`;
      }
      return buns;
    }
    case 'sugar': {
      let blocks = '';
      for (let i = 0; i < 9; i++) {
        const x = r.range(-90, 90);
        const y = r.range(-60, 60);
        const s = r.range(24, 40);
        blocks += `<path d="M${n(x - s)} ${n(y - s * 0.6)} L${n(x + s * 0.8)} ${n(y - s)} L${n(x + s)} ${n(y + s * 0.7)} L${n(x - s * 0.7)} ${n(y + s)}Z" fill="url(#gm)"/>`;
      }
      return blocks;
    }
  }
};
