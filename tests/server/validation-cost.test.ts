// The bodies whose refusal `npm run bench` times (scripts/bench/validation-cost.ts: the worst under 16 KB against a
// normal inquiry): each reaches validation, is refused with the same errors as the browser's own check, and nothing is
// stored. How long that takes is the benchmark's figure, not the suite's.
import { afterAll, describe, expect, it } from 'vitest';
import { contactErrors } from '../../model/contact-rules.ts';
import { contactOptions } from '../../model/contact-options.ts';
import { BODY_LIMIT_BYTES } from '../../server/api/json-body.ts';
import { NORMAL_REFUSED, WORST_BODIES } from '../../scripts/bench/validation-cost.ts';
import { postJson, removeTempDirs, startTestServer, type TestServer } from './support.ts';
import { fixtureManifest } from '../support/fixture-site.ts';

const codes = contactOptions(fixtureManifest()).map((o) => o.code);
let server: TestServer | undefined;

afterAll(async () => {
  await server?.close();
  removeTempDirs();
});

describe('the bodies of the validation cost figure', () => {
  it("are each under the body limit and refused with 400 and the browser check's errors, storing nothing", async () => {
    server = await startTestServer({ rateLimits: { contact: 0, newsletter: 0 } });
    for (const [name, body] of Object.entries({ 'normal inquiry': NORMAL_REFUSED, ...WORST_BODIES })) {
      expect(Buffer.byteLength(JSON.stringify(body)), name).toBeLessThanOrEqual(BODY_LIMIT_BYTES);
      const expected = contactErrors(body, codes);
      expect(Object.keys(expected), name).not.toEqual([]);
      const res = await postJson(`${server.url}/api/contact`, body);
      expect(res.status, name).toBe(400);
      expect(await res.json(), name).toEqual({ errors: expected });
    }
    expect(await server.app.store.inquiries()).toEqual([]);
  });
});
