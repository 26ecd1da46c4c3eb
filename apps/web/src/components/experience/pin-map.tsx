import { formatDistance } from '@/lib/format.ts';
import { type LatLng, layoutPins } from '@/lib/geo.ts';

export type MapPin = { id: string; position: LatLng; href: string; label: string; number: number };

const SIZE = 320;
const CENTER = SIZE / 2;
const RADIUS = 128;

/**
 * A self-drawn "map": the centre, distance rings and numbered pins placed by their bearing and
 * distance from the centre (north up). No tiles, no network. Every pin is a link with a label, so
 * the drawing is usable with a keyboard and a screen reader; the list next to it says the same.
 */
export function PinMap({
  center,
  centerLabel,
  pins,
  label,
  northLabel,
}: {
  center: LatLng;
  centerLabel: string;
  pins: readonly MapPin[];
  label: string;
  northLabel: string;
}) {
  const layout = layoutPins(
    center,
    pins.map((pin) => pin.position),
    RADIUS,
  );
  return (
    <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="h-auto w-full rounded-2xl bg-[#eef3e4] ring-1 ring-line">
      <title>{label}</title>
      <defs>
        <pattern id="pin-map-grid" width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0V32" fill="none" stroke="#dfe8cf" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={SIZE} height={SIZE} fill="url(#pin-map-grid)" />
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG shapes and text are not focusable */}
      <path
        aria-hidden="true"
        d="M-10 250 C 60 210, 110 290, 180 240 S 300 190, 340 230"
        fill="none"
        stroke="#cfe0ef"
        strokeWidth="10"
        strokeLinecap="round"
      />
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG shapes and text are not focusable */}
      <g aria-hidden="true">
        {layout.rings.map((ring) => {
          const r = ring / layout.kmPerPixel;
          return (
            <g key={ring}>
              <circle cx={CENTER} cy={CENTER} r={r} fill="none" stroke="#9bb07a" strokeDasharray="4 4" />
              <text x={CENTER + 4} y={CENTER - r - 4} fontSize="10" fill="#4f6a30">
                {formatDistance(ring)}
              </text>
            </g>
          );
        })}
        <g transform={`translate(${SIZE - 24} 26)`}>
          <path d="M0 -14 L6 4 L0 0 L-6 4 Z" fill="#4a3a2e" />
          <text y="16" fontSize="10" textAnchor="middle" fill="#4a3a2e" fontWeight="700">
            {northLabel}
          </text>
        </g>
        <circle cx={CENTER} cy={CENTER} r="14" fill="#3f6b21" fillOpacity="0.18" />
        <circle cx={CENTER} cy={CENTER} r="6" fill="#2f5217" stroke="#fff" strokeWidth="2.5" />
        <text x={CENTER} y={CENTER + 26} fontSize="11" textAnchor="middle" fill="#2f5217" fontWeight="700">
          {centerLabel}
        </text>
      </g>
      {pins.map((pin, index) => {
        const point = layout.pins[index];
        if (!point) return null;
        const x = CENTER + point.x;
        const y = CENTER + point.y;
        return (
          <a key={pin.id} href={pin.href} aria-label={pin.label} className="group/pin focus:outline-none">
            <g transform={`translate(${x} ${y})`}>
              <path
                d="M0 0 C -4 -8, -11 -12, -11 -20 A 11 11 0 1 1 11 -20 C 11 -12, 4 -8, 0 0 Z"
                fill="#96390a"
                stroke="#fff"
                strokeWidth="2"
                className="transition group-hover/pin:fill-[#b84c12] group-focus-visible/pin:stroke-[#4a3a2e] group-focus-visible/pin:stroke-[3]"
              />
              {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG shapes and text are not focusable */}
              <text y="-16" fontSize="11" fontWeight="700" textAnchor="middle" fill="#fff" aria-hidden="true">
                {pin.number}
              </text>
            </g>
          </a>
        );
      })}
    </svg>
  );
}
