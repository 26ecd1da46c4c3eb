import type { Random } from '../random.ts';
import { n } from './svg.ts';
import type { PictureSize } from './vocabulary.ts';

const SKIN = ['#f5d0b0', '#eac1a0', '#dca987', '#f2c9a5'];
const HAIR = ['#2b1d16', '#3b2a20', '#4a3a2f', '#1a1a1a', '#6d5a4a'];

/** A farmer’s portrait: face, hair, shirt and hat on a plain background. */
export const avatarScene = (
  shirt: string,
  background: string,
  hat: 'straw' | 'towel' | 'cap' | 'none',
  size: PictureSize,
  r: Random,
): string => {
  const { width: w, height: h } = size;
  const skin = r.pick(SKIN);
  const hair = r.pick(HAIR);
  const cx = w / 2;
  const headY = h * 0.42;
  const head = w * 0.17;
  let hatSvg = '';
  if (hat === 'straw') {
    hatSvg = `<ellipse cx="${cx}" cy="${n(headY - head * 0.55)}" rx="${n(head * 2)}" ry="${n(head * 0.35)}" fill="#e6c36a" stroke="#b8923a" stroke-width="3"/><path d="M${n(cx - head * 0.95)} ${n(headY - head * 0.6)} Q${cx} ${n(headY - head * 2)} ${n(cx + head * 0.95)} ${n(headY - head * 0.6)}Z" fill="#ecd080"/><rect x="${n(cx - head * 0.95)}" y="${n(headY - head * 0.85)}" width="${n(head * 1.9)}" height="${n(head * 0.22)}" fill="#c62828"/>`;
  } else if (hat === 'towel') {
    hatSvg = `<path d="M${n(cx - head * 1.02)} ${n(headY - head * 0.3)} Q${cx} ${n(headY - head * 1.5)} ${n(cx + head * 1.02)} ${n(headY - head * 0.3)} L${n(cx + head * 1.02)} ${n(headY - head * 0.55)} Q${cx} ${n(headY - head * 1.9)} ${n(cx - head * 1.02)} ${n(headY - head * 0.55)}Z" fill="#fafafa" stroke="#90caf9" stroke-width="4"/>`;
  } else if (hat === 'cap') {
    hatSvg = `<path d="M${n(cx - head)} ${n(headY - head * 0.35)} Q${cx} ${n(headY - head * 1.7)} ${n(cx + head)} ${n(headY - head * 0.35)}Z" fill="${shirt}"/><path d="M${n(cx)} ${n(headY - head * 0.4)} L${n(cx + head * 1.7)} ${n(headY - head * 0.3)} L${n(cx + head * 0.9)} ${n(headY - head * 0.55)}Z" fill="${shirt}"/>`;
  }
  return (
    `<rect width="${w}" height="${h}" fill="${background}"/>` +
    `<path d="M${n(cx - w * 0.36)} ${h} Q${n(cx - w * 0.34)} ${n(h * 0.66)} ${cx} ${n(h * 0.64)} Q${n(cx + w * 0.34)} ${n(h * 0.66)} ${n(cx + w * 0.36)} ${h}Z" fill="${shirt}"/>` +
    `<rect x="${n(cx - head * 0.35)}" y="${n(headY + head * 0.7)}" width="${n(head * 0.7)}" height="${n(head * 0.6)}" fill="${skin}"/>` +
    `<circle cx="${cx}" cy="${n(headY)}" r="${n(head)}" fill="${skin}"/>` +
    `<path d="M${n(cx - head)} ${n(headY - head * 0.1)} Q${n(cx - head)} ${n(headY - head * 1.15)} ${cx} ${n(headY - head * 1.05)} Q${n(cx + head)} ${n(headY - head * 1.15)} ${n(cx + head)} ${n(headY - head * 0.1)} Q${cx} ${n(headY - head * 0.65)} ${n(cx - head)} ${n(headY - head * 0.1)}Z" fill="${hair}"/>` +
    `<circle cx="${n(cx - head * 0.35)}" cy="${n(headY + head * 0.05)}" r="${n(head * 0.08)}" fill="#3e2723"/><circle cx="${n(cx + head * 0.35)}" cy="${n(headY + head * 0.05)}" r="${n(head * 0.08)}" fill="#3e2723"/>` +
    `<path d="M${n(cx - head * 0.3)} ${n(headY + head * 0.4)} Q${cx} ${n(headY + head * 0.62)} ${n(cx + head * 0.3)} ${n(headY + head * 0.4)}" stroke="#8d4a3a" stroke-width="${n(head * 0.07)}" fill="none" stroke-linecap="round"/>` +
    hatSvg
  );
};
