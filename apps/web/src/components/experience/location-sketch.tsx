/** A decorative map-like tile with one pin: where the venue is, without loading any map tiles. */
export function LocationSketch() {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 200" className="h-auto w-full rounded-xl bg-[#eef3e4]">
      <defs>
        <pattern id="sketch-grid" width="25" height="25" patternUnits="userSpaceOnUse">
          <path d="M25 0H0V25" fill="none" stroke="#dfe8cf" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="400" height="200" fill="url(#sketch-grid)" />
      <path
        d="M-10 150 C 80 110, 150 190, 240 140 S 360 100, 410 130"
        fill="none"
        stroke="#cfe0ef"
        strokeWidth="12"
      />
      <path d="M40 -10 L120 210 M0 70 L410 40 M260 -10 L300 210" stroke="#fff" strokeWidth="6" />
      <rect x="60" y="95" width="60" height="35" rx="4" fill="#d9e6c3" />
      <rect x="290" y="60" width="70" height="45" rx="4" fill="#d9e6c3" />
      <ellipse cx="200" cy="108" rx="22" ry="7" fill="#4a3a2e" fillOpacity="0.18" />
      <path
        d="M200 106 C 194 94, 182 86, 182 72 A 18 18 0 1 1 218 72 C 218 86, 206 94, 200 106 Z"
        fill="#96390a"
        stroke="#fff"
        strokeWidth="3"
      />
      <circle cx="200" cy="72" r="6.5" fill="#fff" />
    </svg>
  );
}
