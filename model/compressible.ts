// Which files the build stores precompressed copies of (name.br, name.gz) and the server offers by Accept-Encoding.

export const COMPRESSIBLE_EXTENSIONS = [
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.svg',
  '.xml',
  '.json',
  '.txt',
  '.webmanifest',
] as const;

/** The precompressed copies, in the server's order of preference, with the suffix each is stored under. */
export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type Encoding = (typeof ENCODINGS)[number]['name'];

export function isCompressible(file: string): boolean {
  return COMPRESSIBLE_EXTENSIONS.some((extension) => file.endsWith(extension));
}
