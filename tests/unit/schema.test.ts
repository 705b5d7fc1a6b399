// The manifest's contract, on the fixture site: each kind of mistake is refused with a message naming its place.
// (That the fixture itself lints clean is fixture-site.test.ts's to check; the live site.manifest.json, the smoke stage's.)
import { describe, expect, it } from 'vitest';
import { checkSiteText as checkManifest } from '../../site/node.ts';
import { fixtureManifest, fixtureText } from '../support/fixture-site.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case edits a different part of the manifest
function edited(change: (m: any) => void): string {
  const manifest = JSON.parse(fixtureText);
  change(manifest);
  return JSON.stringify(manifest, null, 2);
}

const [firstService] = fixtureManifest().services;
const firstTier = firstService.tiers[0];
/** The place of the first service's first tier's price amount, as problems name it. */
const firstAmount = `service '${firstService.id}' › tier '${firstTier.name}' › price › amount`;

describe('the manifest contract', () => {
  it('refuses a price written as text, naming the service, tier and field', async () => {
    const { amount } = firstTier.price;
    const typed = `€${amount.toLocaleString('en-IE')}`;
    const { problems } = await checkManifest(edited((m) => (m.services[0].tiers[0].price.amount = typed)));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.place).toBe(firstAmount);
    expect(problems[0]!.message).toBe(
      `Amount must be a whole number of euros such as 1495, without the euro sign or commas: you wrote "${typed}"; write ${amount}.`,
    );
    expect(problems[0]!.line).toBeGreaterThan(1);
  });

  it('refuses an unknown block type and suggests the closest one', async () => {
    const { problems } = await checkManifest(edited((m) => (m.routes[0].blocks[0].type = 'heroo')));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.place).toBe('page / › block 1 (heroo “Operational Clarity. Tactical Control.…”) › type');
    expect(problems[0]!.message).toMatch(/^Unknown block type 'heroo': did you mean 'hero'\?/);
  });

  it('refuses a block without a required field, naming the field', async () => {
    const { problems } = await checkManifest(edited((m) => delete m.routes[0].blocks[0].title));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.place).toBe('page / › block 1 (Hero “Operations advisory for scaling compani…”) › title');
    expect(problems[0]!.message).toMatch(/^The title is missing/);
  });

  it('lists every problem at once', async () => {
    const { problems } = await checkManifest(
      edited((m) => {
        m.services[0].tiers[0].price.amount = 'free';
        m.routes[0].blocks[0].title = 42;
      }),
    );
    expect(problems.map((p) => p.place)).toEqual([
      firstAmount,
      'page / › block 1 (Hero “Operations advisory for scaling compani…”) › title',
    ]);
  });

  it('explains a trailing comma with its line and column', async () => {
    const broken = '{\n  "site": {\n    "firmName": "X",\n  }\n}';
    const { problems } = await checkManifest(broken);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.line).toBe(3); // the line of the comma to remove
    expect(problems[0]!.message).toMatch(/comma after the last item/);
  });

  it('refuses a link to a page that does not exist', async () => {
    const { problems: all } = await checkManifest(
      edited((m) => (m.routes[0].blocks[0].primaryCta = { text: 'Go', href: '/nowhere' })),
    );
    const problems = all.filter((p) => p.severity === 'error'); // warnings (such as long titles) are not the point here
    expect(problems).toHaveLength(1);
    expect(problems[0]!.place).toBe(
      'page / › block 1 (Hero “Operational Clarity. Tactical Control.…”) › primary button › link to',
    );
    expect(problems[0]!.message).toMatch(/leads to no page/);
  });
});
