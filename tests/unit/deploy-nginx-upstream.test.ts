// `npm run deploy -- nginx --api A,B`: the origins it accepts, and the upstream group it writes for several API servers
// (real nginx balancing two servers: tests/server/nginx-upstreams.test.ts).
import { describe, expect, it } from 'vitest';
import { nginxConf, nginxServerBlock, type NginxOptions } from '../../deploy/nginx.ts';
import { apiOrigins } from '../../deploy/nginx-upstream.ts';

const base: NginxOptions = { listen: '8080', api: 'http://127.0.0.1:3000', clientDir: '/srv/site', admin: true };
const two = ['http://10.0.0.1:3000', 'http://10.0.0.2:3000'];

/** The body of each `location PLACE {` block, by place. */
function locations(conf: string): Map<string, string> {
  return new Map([...conf.matchAll(/location ([^{]+) \{\n([^}]*)\}/g)].map((m) => [m[1]!, m[2]!]));
}

describe('the --api origins', () => {
  it('takes one origin, a comma-separated list, or the option repeated', () => {
    expect(apiOrigins(['http://127.0.0.1:3000/'])).toEqual(['http://127.0.0.1:3000']);
    expect(apiOrigins(['http://10.0.0.1:3000, http://10.0.0.2:3000'])).toEqual(two);
    expect(apiOrigins(['http://10.0.0.1:3000', 'http://10.0.0.2:3000', 'http://10.0.0.1:3000/'])).toEqual(two);
  });

  it('refuses what is not an origin, an empty place in the list, and http mixed with https, saying which', () => {
    expect(apiOrigins(['10.0.0.1:3000'])).toEqual({
      problem: '--api must be an origin such as http://127.0.0.1:3000, got "10.0.0.1:3000"',
    });
    expect(apiOrigins(['http://10.0.0.1:3000/api'])).toHaveProperty('problem', expect.stringContaining('/api"'));
    expect(apiOrigins(['http://10.0.0.1:3000,'])).toHaveProperty('problem', expect.stringContaining('got ""'));
    expect(apiOrigins(['http://10.0.0.1:3000', 'https://10.0.0.2'])).toEqual({
      problem: '--api origins must all be http:// or all https://, got http://10.0.0.1:3000, https://10.0.0.2',
    });
  });
});

describe('nginx.conf with several API servers', () => {
  const conf = nginxConf({ ...base, api: two });

  it('groups them in one upstream inside the http block, with keep-alive connections', () => {
    const upstream = /\n {2}upstream site_api \{\n([^}]*)\}/.exec(conf)?.[1];
    expect(
      upstream
        ?.trim()
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      'server 10.0.0.1:3000 max_fails=1 fail_timeout=1s;',
      'server 10.0.0.2:3000 max_fails=1 fail_timeout=1s;',
      'zone site_api 64k;',
      'keepalive 16;',
    ]);
    expect(conf.indexOf('upstream site_api')).toBeGreaterThan(conf.indexOf('http {'));
    expect(conf.indexOf('upstream site_api')).toBeLessThan(conf.indexOf('server {'));
  });

  it('proxies /api and /admin to the group, passing on to the next server only when a request could not be sent or answered', () => {
    const places = locations(conf);
    for (const place of ['/api/', '= /admin', '/admin/']) {
      const lines = places.get(place)?.trim().split(/\n\s*/);
      expect(lines, place).toEqual(
        expect.arrayContaining([
          'proxy_pass http://site_api;',
          'proxy_http_version 1.1;',
          'proxy_set_header Connection "";',
          'proxy_next_upstream error timeout;',
        ]),
      );
      // A POST the first server received is never sent again (no non_idempotent), and the API's own 503 (the shared
      // database is down) reaches the visitor instead of marking every server down.
      expect(places.get(place), place).not.toMatch(/non_idempotent|http_50[23]/);
    }
  });

  it('passes a contact form POST on to the next server even once sent (the API stores one submission once)', () => {
    const contact = locations(conf).get('= /api/contact')?.trim().split(/\n\s*/);
    expect(contact).toEqual(
      expect.arrayContaining(['proxy_pass http://site_api;', 'proxy_next_upstream error timeout non_idempotent;']),
    );
  });

  it('puts the upstream before the server block when only the block is printed, and names an https group https', () => {
    const block = nginxServerBlock({ ...base, api: ['https://api-1.example', 'https://api-2.example:8443'] });
    expect(block).toMatch(/^upstream site_api \{\n {2}server api-1\.example:443 /);
    expect(block).toContain('server api-2.example:8443 ');
    expect(block).toContain('proxy_pass https://site_api;');
  });

  it('stays a plain proxy to the one server when there is one', () => {
    const one = nginxConf(base);
    expect(one).not.toMatch(/upstream|proxy_next_upstream/);
    expect(locations(one).get('/api/')).toContain('proxy_pass http://127.0.0.1:3000;');
    expect(nginxConf({ ...base, api: ['http://127.0.0.1:3000'] })).toBe(one);
  });
});
