// One runtime everywhere: the unit tests render on preact/compat, as the built site and `npm run dev` do, so an API
// that only React itself has fails here instead of for visitors.
import { describe, expect, it } from 'vitest';

describe('the runtime the tests render with', () => {
  it('is preact/compat for react, react-dom and the JSX runtime', async () => {
    expect(await import('react')).toBe(await import('preact/compat'));
    expect(await import('react-dom')).toBe(await import('preact/compat'));
    expect((await import('react/jsx-runtime')).jsx).toBe((await import('preact/jsx-runtime')).jsx);
  });
});
