// The checks beyond the schema other than links and download files: addresses, FAQ questions, title and description
// lengths, and pages no link reaches. Each asserts the message, its severity and its line.
import { describe, expect, it } from 'vitest';
import { edited, lineOf, lint, lintRule } from '../fixtures/lint/fixture.ts';

describe('addresses (paths)', () => {
  it('two pages with the same path', async () => {
    const text = edited((m) =>
      m.routes.push({
        path: '/about',
        title: 'About again',
        description: 'Twice.',
        blocks: [{ type: 'hero', title: 'A', subtitle: 'B' }],
      }),
    );
    const problems = await lintRule(text, 'paths');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      severity: 'error',
      place: 'page /about › address',
      line: lineOf(text, '"path": "/about"', 2),
      message: `Another page already has the address "/about" (line ${lineOf(text, '"path": "/about"')}). Each page needs its own address: change one of them, or merge the two pages.`,
    });
  });

  it('{product} is filled in before comparing', async () => {
    const text = edited((m) => {
      m.routes[4].path = '/why-{product}';
      m.routes.push({
        path: '/why-testwork',
        title: 'Why',
        description: 'Why.',
        blocks: [{ type: 'hero', title: 'A', subtitle: 'B' }],
      });
    });
    expect((await lintRule(text, 'paths')).map((p) => p.message)).toEqual([
      expect.stringMatching(/^Another page already has the address "\/why-testwork"/),
    ]);
  });

  it("an alias that is a page's path, its own page's path, or another alias", async () => {
    const text = edited((m) => {
      m.routes[5].aliases = ['/founder', '/services', '/about'];
      m.routes[3].aliases = ['/founder'];
    });
    const problems = await lintRule(text, 'paths');
    expect(problems.map((p) => [p.place, p.message, p.line])).toEqual([
      [
        'page /about › alias /founder',
        `"/founder" is already another address of a page (line ${lineOf(text, '"/founder"')}); an address can lead to one page only. Remove one of the two.`,
        lineOf(text, '"/founder"', 2),
      ],
      [
        'page /about › alias /services',
        `"/services" is already the address of page /services (line ${lineOf(text, '"path": "/services"')}), so it cannot also be another address of this page. Remove it from the other addresses, or change that page's address.`,
        lineOf(text, '        "/services",'),
      ],
      [
        'page /about › alias /about',
        `"/about" is this page's own address; its other addresses lead to the same page from elsewhere. Remove it from the other addresses.`,
        lineOf(text, '        "/about"'),
      ],
    ]);
  });
});

describe('addresses the server keeps', () => {
  it('a page at /admin or an alias under /api is refused, /administration is not', async () => {
    const text = edited((m) => {
      m.routes[5].path = '/admin';
      m.routes[3].aliases = ['/api/contact', '/administration'];
    });
    expect((await lintRule(text, 'paths')).map((p) => [p.place, p.message])).toEqual([
      [
        expect.stringMatching(/› alias \/api\/contact$/),
        `"/api/contact" belongs to the server's forms and downloads, so a page there would never be shown. Choose another address, such as "/api-info/contact".`,
      ],
      [
        'page /admin › address',
        `"/admin" belongs to the site's editor, so a page there would never be shown. Choose another address, such as "/admin-info".`,
      ],
    ]);
  });
});

describe('FAQ', () => {
  it('a question asked twice in one FAQ (ignoring case, spaces and the question mark)', async () => {
    const text = edited((m) =>
      m.routes[5].blocks[1].items.push({ question: 'how long does an audit  take', answer: 'A week.' }),
    );
    const problems = await lintRule(text, 'faq');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      severity: 'error',
      place: "page /about › block 2 (FAQ “Questions”) › question 3 ('how long does an audit  take') › question",
      line: lineOf(text, '"question": "how long does an audit  take"'),
      message: `This FAQ already asks "How long does an audit take?" (item 1, line ${lineOf(text, '"question": "How long does an audit take?"')}). Remove one of the two, or merge their answers.`,
    });
  });

  it('the same question in two different FAQ blocks is fine', async () => {
    const text = edited((m) => m.routes[5].blocks.push({ ...m.routes[5].blocks[1] }));
    expect(await lintRule(text, 'faq')).toEqual([]);
  });
});

describe('title and description lengths (warnings)', () => {
  it('a title over 60 characters once {firm} is filled in', async () => {
    const title = 'Operations Reset Audit: five-day audit and roadmap | {firm}'; // 53 + "Testwork" = 61
    const text = edited((m) => (m.routes[2].title = title));
    const problems = await lintRule(text, 'title-length');
    expect(problems).toEqual([
      {
        rule: 'title-length',
        severity: 'warning',
        pointer: '/routes/2/title',
        place: 'page /services/audit › title',
        line: lineOf(text, title),
        column: expect.any(Number),
        message:
          'The title is 61 characters long once its placeholders are filled in ("Operations Reset Audit: five-day audit and roadmap | Testwork"); the browser tab and search results show about 60. Shorten it by 1 character.',
      },
    ]);
  });

  it('a description over 160 characters', async () => {
    const description = 'x'.repeat(170);
    const text = edited((m) => (m.routes[0].description = description));
    const [p] = await lintRule(text, 'description-length');
    expect(p).toMatchObject({
      severity: 'warning',
      line: lineOf(text, description),
      message: 'The description is 170 characters long; search results show about 160. Shorten it by 10 characters.',
    });
  });

  it('exactly 60 and 160 characters are fine', async () => {
    const text = edited((m) => {
      m.routes[1].title = 'y'.repeat(60);
      m.routes[1].description = 'z'.repeat(160);
    });
    expect([...(await lintRule(text, 'title-length')), ...(await lintRule(text, 'description-length'))]).toEqual([]);
  });
});

describe('pages no link reaches (warnings)', () => {
  it('a page nothing links to', async () => {
    const text = edited((m) =>
      m.routes.push({
        path: '/careers',
        title: 'Careers',
        description: 'Join us.',
        blocks: [{ type: 'hero', title: 'Careers', subtitle: 'Join.', primaryCta: { text: 'Me', href: '/careers' } }],
      }),
    );
    const problems = await lint(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      rule: 'unreachable',
      severity: 'warning',
      place: 'page /careers › address',
      line: lineOf(text, '"path": "/careers"'),
      message:
        'No link leads to /careers: nothing in the navigation, the footer or on another page points at it, so visitors cannot find it. Add a link to it in the navigation (Navigation → Links → Add a link) or the footer (Footer → Company → Add a link), or link to it from another page, or remove the page.',
    });
  });

  it('a link from another page, through an alias, reaches it', async () => {
    const text = edited((m) => {
      m.routes.push({
        path: '/careers',
        aliases: ['/jobs'],
        title: 'Careers',
        description: 'Join us.',
        blocks: [{ type: 'hero', title: 'Careers', subtitle: 'Join.' }],
      });
      m.routes[5].blocks[0].primaryCta = { text: 'Jobs', href: '/jobs#top' };
    });
    expect(await lintRule(text, 'unreachable')).toEqual([]);
  });

  it('a service page counts as reached from the services menu, the footer, service links and service lists; a thank-you page from its service', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case edits a different part of the manifest
    const unlinked = (m: any) => {
      m.navigation.servicesMenu.services = [];
      m.footer.services = [];
      m.routes[1].blocks[1].items = [{ title: 'Nothing', body: 'Here.' }];
    };
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case edits a different part of the manifest
    const reached = async (change: (m: any) => void) =>
      (
        await lintRule(
          edited((m) => {
            unlinked(m);
            change(m);
          }),
          'unreachable',
        )
      ).map((p) => p.place);
    expect(await reached(() => {})).toEqual(['page /services/audit › address', 'page /services/sprint › address']);
    expect(await reached((m) => (m.navigation.servicesMenu.services = ['audit']))).toEqual([
      'page /services/sprint › address',
    ]);
    expect(await reached((m) => (m.footer.services = ['sprint']))).toEqual(['page /services/audit › address']);
    expect(
      await reached((m) =>
        m.routes[0].blocks.push({ type: 'cross-links', heading: 'Related', services: ['audit', 'sprint'] }),
      ),
    ).toEqual([]);
    expect(
      await reached((m) =>
        m.routes[0].blocks.push({ type: 'service-cards', heading: 'Services', services: ['sprint'] }),
      ),
    ).toEqual(['page /services/audit › address']);
    expect(await reached((m) => (m.routes[0].blocks[0].primaryCta.href = 'service:audit'))).toEqual([
      'page /services/sprint › address',
    ]);
    // /thank-you/audit is never linked, yet reached: it is service 'audit''s thank-you page.
    expect(await reached((m) => delete m.services[0].thankYouRoute)).toEqual([
      'page /services/audit › address',
      'page /services/sprint › address',
      'page /thank-you/audit › address',
    ]);
  });

  it('a link of a page to itself does not count', async () => {
    const text = edited((m) => {
      m.navigation.servicesMenu.services = ['audit'];
      m.routes[1].blocks[1].items.pop();
      m.routes[3].blocks[0].primaryCta = { text: 'Here', href: '/services/sprint' };
    });
    expect((await lintRule(text, 'unreachable')).map((p) => p.place)).toEqual(['page /services/sprint › address']);
  });
});

describe('warnings and errors together', () => {
  it('warnings never hide errors, and each problem is listed once', async () => {
    const text = edited((m) => {
      m.routes[0].title = 'T'.repeat(70);
      m.routes[0].blocks[0].primaryCta.href = '/nowhere';
    });
    const problems = await lint(text);
    expect(problems.map((p) => `${p.severity} ${p.rule}`)).toEqual(['warning title-length', 'error links']);
  });
});
