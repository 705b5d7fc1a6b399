// Picks the representation to send from a request's Accept-Encoding (RFC 9110 §12.5.3): the available encoding with
// the highest q-value, the server's preference (br before gzip) breaking ties, identity when none is acceptable.
import type { Encoding } from '../../model/compressible.ts';

function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (!coding) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    result.set(coding, q);
  }
  return result;
}

export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  if (!header || available.length === 0) return undefined;
  const q = weights(header);
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const encoding of available) {
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ) {
      best = encoding;
      bestQ = weight;
    }
  }
  return best;
}
