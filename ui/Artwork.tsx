// The site's own artwork, drawn from the brand colours, for places that have no photo: contour lines like the
// sections of a hull (the firm is named for a keel), a fine grid, and one accent line. Pure SVG: a few hundred bytes
// of markup, sharp at any size, nothing to download.
import { color } from './theme/tokens.ts';

// Each contour is an ellipse arc below the waterline, a little wider and deeper than the last.
const CONTOURS = Array.from({ length: 11 }, (_, i) => ({ rx: 90 + i * 38, ry: 60 + i * 30, accent: i === 6 }));

interface ArtworkProps {
  /** Where the contours centre, as a fraction of the width (0 left, 1 right). */
  focusX?: number;
  className?: string;
}

/** Contour artwork that covers its box (aria-hidden: it is decoration). */
export function Contours({ focusX = 0.78, className }: ArtworkProps) {
  const cx = Math.round(1200 * focusX);
  return (
    <svg
      className={className}
      viewBox="0 0 1200 640"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <pattern id="art-grid" width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0V32" fill="none" stroke={color.onDark} strokeOpacity="0.05" />
        </pattern>
        <radialGradient id="art-glow" cx={focusX} cy="0.1" r="0.6">
          <stop offset="0" stopColor={color.accent} stopOpacity="0.35" />
          <stop offset="1" stopColor={color.accent} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="640" fill="url(#art-grid)" />
      <rect width="1200" height="640" fill="url(#art-glow)" />
      <g fill="none" strokeWidth="1.5">
        {CONTOURS.map(({ rx, ry, accent }) => (
          <path
            key={rx}
            d={`M${cx - rx} 120 A${rx} ${ry} 0 0 0 ${cx + rx} 120`}
            stroke={accent ? color.accent : color.onDark}
            strokeOpacity={accent ? 0.9 : 0.16}
            strokeWidth={accent ? 2.5 : 1.5}
          />
        ))}
        <path d={`M${cx - 520} 120H${cx + 520}`} stroke={color.onDark} strokeOpacity="0.3" />
      </g>
    </svg>
  );
}

/** A portrait stand-in: the person's initials on the contour artwork (the name beside it says who it is). */
export function Monogram({ name, className }: { name: string; className?: string }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');
  return (
    <svg className={className} viewBox="0 0 400 500" aria-hidden="true" focusable="false">
      <rect width="400" height="500" fill={color.navy} />
      <g fill="none">
        {CONTOURS.slice(0, 9).map(({ rx, ry, accent }) => (
          <path
            key={rx}
            d={`M${200 - rx} 330 A${rx} ${ry} 0 0 0 ${200 + rx} 330`}
            stroke={accent ? color.accent : color.onDark}
            strokeOpacity={accent ? 0.9 : 0.14}
            strokeWidth={accent ? 3 : 1.5}
          />
        ))}
      </g>
      <text
        x="200"
        y="250"
        textAnchor="middle"
        fontFamily="'Source Serif 4', 'Source Serif 4 Fallback', serif"
        fontSize="150"
        fontWeight="600"
        fill={color.onDark}
      >
        {initials}
      </text>
    </svg>
  );
}
