// Design tokens: every colour, size and space the site uses. Components import from here only.
export const color = {
  ink: '#0f172a',
  text: '#1e293b',
  muted: '#475569',
  navy: '#0b2545',
  navyDeep: '#071a31',
  onDark: '#f8fafc',
  onDarkMuted: '#cbd5e1',
  accent: '#b93d0b',
  accentHover: '#9a3209',
  accentSoft: '#fff4ed',
  teal: '#0f766e',
  surface: '#ffffff',
  surfaceAlt: '#f4f6f9',
  border: '#dbe2ea',
  /** Form field outlines: 3:1 against white, as WCAG asks of a control's boundary. */
  fieldBorder: '#7c8a9e',
  focus: '#2563eb',
  success: '#15803d',
  danger: '#b91c1c',
} as const;

/** The self-hosted faces (ui/theme/fonts.ts), each followed by its metric-matched fallback, so the swap moves nothing. */
export const font = {
  body: '"Instrument Sans", "Instrument Sans Fallback", Arial, sans-serif',
  heading: '"Source Serif 4", "Source Serif 4 Fallback", "Times New Roman", serif',
} as const;

/** Fluid type scale: each step grows smoothly from phone to desktop. */
export const text = {
  xs: '0.8125rem',
  sm: '0.9375rem',
  base: '1.0625rem',
  lg: '1.1875rem',
  xl: 'clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)',
  h3: 'clamp(1.2rem, 1.1rem + 0.4vw, 1.375rem)',
  h2: 'clamp(1.65rem, 1.3rem + 1.5vw, 2.375rem)',
  h1: 'clamp(2.1rem, 1.5rem + 2.8vw, 3.5rem)',
} as const;

export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
  section: 'clamp(3rem, 2rem + 4vw, 6rem)',
} as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

export const shadow = {
  card: '0 1px 2px rgba(15, 23, 42, 0.06), 0 4px 16px rgba(15, 23, 42, 0.06)',
  raised: '0 8px 30px rgba(15, 23, 42, 0.12)',
} as const;

export const layout = { maxWidth: '1180px', navHeight: '64px', gutter: 'clamp(1rem, 0.5rem + 2.5vw, 2rem)' } as const;

/** Media queries, mobile first. */
export const mq = {
  sm: '@media (min-width: 640px)',
  md: '@media (min-width: 800px)',
  lg: '@media (min-width: 1024px)',
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
