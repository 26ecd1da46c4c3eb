import { formatDistance } from '@/lib/format.ts';
import { layoutPins } from '@/lib/geo.ts';
import { centerOf, type MapCenter, type MapPoint } from '@/lib/map/points.ts';

const SIZE = 320;
const MIDDLE = SIZE / 2;
const RADIUS = 120;

export type MapPlotText = { label: string; north: string };

/**
 * The offline map: the points drawn by longitude and latitude on a local flat projection (north up)
 * around `center` when one is given (the search's origin, marked) or else around their middle, with
 * distance rings for scale. No tiles, no script, no network. Each pin is a link (to `href`, else
 * nowhere) named for screen readers; the list beside the map says the same.
 */
export function MapPlot({
  points,
  center,
  text,
}: {
  points: readonly MapPoint[];
  center?: MapCenter | undefined;
  text: MapPlotText;
}) {
  const origin = center?.position ?? centerOf(points);
  if (!origin) return null;
  // A search origin keeps a lone nearby result off the edge (5 km); a plot of points fits them (2 km).
  const layout = layoutPins(origin, points, RADIUS, center ? 5 : 2);
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="h-auto w-full rounded-2xl bg-[#eef3e4] ring-1 ring-line"
      data-testid="map-fallback"
    >
      <title>{text.label}</title>
      <defs>
        <pattern id="map-plot-grid" width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0V32" fill="none" stroke="#dfe8cf" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={SIZE} height={SIZE} fill="url(#map-plot-grid)" />
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG shapes and text are not focusable */}
      <g aria-hidden="true">
        {layout.rings.map((ring) => {
          const r = ring / layout.kmPerPixel;
          return (
            <g key={ring}>
              <circle cx={MIDDLE} cy={MIDDLE} r={r} fill="none" stroke="#9bb07a" strokeDasharray="4 4" />
              <text x={MIDDLE + 4} y={MIDDLE - r - 4} fontSize="10" fill="#4f6a30">
                {formatDistance(ring)}
              </text>
            </g>
          );
        })}
        <g transform={`translate(${SIZE - 24} 26)`}>
          <path d="M0 -14 L6 4 L0 0 L-6 4 Z" fill="#4a3a2e" />
          <text y="16" fontSize="10" textAnchor="middle" fill="#4a3a2e" fontWeight="700">
            {text.north}
          </text>
        </g>
        {center ? (
          <g data-testid="map-center">
            <circle cx={MIDDLE} cy={MIDDLE} r="14" fill="#3f6b21" fillOpacity="0.18" />
            <circle cx={MIDDLE} cy={MIDDLE} r="6" fill="#2f5217" stroke="#fff" strokeWidth="2.5" />
            <text
              x={MIDDLE}
              y={MIDDLE + 26}
              fontSize="11"
              textAnchor="middle"
              fill="#2f5217"
              fontWeight="700"
            >
              {center.label}
            </text>
          </g>
        ) : null}
      </g>
      {points.map((point, index) => {
        const placed = layout.pins[index];
        if (!placed) return null;
        const x = MIDDLE + placed.x;
        const y = MIDDLE + placed.y;
        const name = point.label ?? point.name;
        return point.href ? (
          <a key={point.id} href={point.href} aria-label={name} className="group/pin">
            <PinShape x={x} y={y} number={point.number} />
          </a>
        ) : (
          <g key={point.id}>
            <title>{name}</title>
            <PinShape x={x} y={y} number={point.number} />
          </g>
        );
      })}
    </svg>
  );
}

function PinShape({ x, y, number }: { x: number; y: number; number: number | undefined }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path
        d="M0 0 C -4 -8, -11 -12, -11 -20 A 11 11 0 1 1 11 -20 C 11 -12, 4 -8, 0 0 Z"
        fill="#96390a"
        stroke="#fff"
        strokeWidth="2"
        className="transition group-hover/pin:fill-[#b84c12] group-focus-visible/pin:stroke-[#4a3a2e] group-focus-visible/pin:stroke-[3]"
      />
      {number === undefined ? (
        <circle cy="-20" r="4" fill="#fff" />
      ) : (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: SVG text is not focusable; the link is named
        <text y="-16" fontSize="11" fontWeight="700" textAnchor="middle" fill="#fff" aria-hidden="true">
          {number}
        </text>
      )}
    </g>
  );
}
