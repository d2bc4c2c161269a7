// Which callback URLs are allowed, from the URL and its resolved addresses alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressClass, checkCallback, urlHost, type CallbackPolicy } from '../../src/alerts/callback-policy.js';
import { SPELLINGS } from './callback-spellings.js';

const DEFAULT: CallbackPolicy = { allowedHosts: undefined, allowLoopback: false };

test('every spelling of a host is judged by what it reaches: the class, and the URL refused unless public', async () => {
  const resolveNothing = async (host: string): Promise<string[]> => assert.fail(`a literal address was resolved: ${host}`);
  const wrong: string[] = [];
  for (const [host, cls] of SPELLINGS) {
    const url = `http://${host}/hook`;
    const classed = addressClass(urlHost(new URL(url)));
    const verdict = await checkCallback(url, DEFAULT, resolveNothing);
    const allowed = 'url' in verdict;
    if (classed !== cls || allowed !== (cls === 'public')) wrong.push(`${host}: ${classed}, ${allowed ? 'allowed' : 'refused'} (want ${cls})`);
    // The setting for tests admits loopback in any spelling, and nothing else more.
    const forTests = 'url' in (await checkCallback(url, { ...DEFAULT, allowLoopback: true }, resolveNothing));
    if (forTests !== (cls === 'public' || cls === 'loopback')) wrong.push(`${host}: ${forTests ? 'allowed' : 'refused'} with loopback allowed (it is ${cls})`);
  }
  assert.deepEqual(wrong, []);
});

test('the table holds the 69 refused spellings of issue 60 and more, and public ones beside them', () => {
  assert.ok(SPELLINGS.filter(([, cls]) => cls !== 'public').length >= 69);
  assert.ok(SPELLINGS.some(([, cls]) => cls === 'public'));
});

test('an address is classed in any spelling a resolver writes it, a scope included', () => {
  const cases: [string, string][] = [
    ['::127.0.0.1', 'special'],
    ['::ffff:0:127.0.0.1', 'special'],
    ['0:0:0:0:0:ffff:0a00:0001', 'private'],
    ['64:FF9B::10.0.0.1', 'private'],
    ['2002:0a00:0001:0000:0000:0000:0000:0000', 'private'],
    ['fe80::1%eth0', 'link-local'],
    ['not an address', 'special'],
  ];
  for (const [address, cls] of cases) assert.equal(addressClass(address), cls, address);
});

test('a name is allowed only when every address it resolves to is; nothing is resolved for a refused URL', async () => {
  const asked: string[] = [];
  const resolve = async (host: string) => {
    asked.push(host);
    return host === 'inside.example' ? ['93.184.215.14', '10.0.0.5'] : ['93.184.215.14'];
  };
  assert.deepEqual(await checkCallback('https://inside.example/hook', DEFAULT, resolve), { refused: 'callbackUrl is not allowed: its host resolves to a private address' });
  assert.ok('url' in (await checkCallback('https://hooks.example/hook', DEFAULT, resolve)));
  asked.length = 0;
  assert.ok('refused' in (await checkCallback('https://10.1.2.3/hook', DEFAULT, resolve)));
  assert.ok('refused' in (await checkCallback('gopher://hooks.example/', DEFAULT, resolve)));
  assert.deepEqual(asked, []);
});

test('the allow-list takes names and subdomains, and loopback only with its setting', async () => {
  const policy: CallbackPolicy = { allowedHosts: ['hooks.example', '*.apps.example'], allowLoopback: false };
  const resolve = async () => ['93.184.215.14'];
  assert.ok('url' in (await checkCallback('https://hooks.example/x', policy, resolve)));
  assert.ok('url' in (await checkCallback('https://a.apps.example/x', policy, resolve)));
  assert.ok('refused' in (await checkCallback('https://apps.example/x', policy, resolve)));
  assert.ok('refused' in (await checkCallback('https://evil.example/x', policy, resolve)));
  assert.ok('refused' in (await checkCallback('http://127.0.0.1:9000/x', DEFAULT, resolve)));
  assert.ok('url' in (await checkCallback('http://127.0.0.1:9000/x', { ...DEFAULT, allowLoopback: true }, resolve)));
  assert.ok('refused' in (await checkCallback('http://10.0.0.1:9000/x', { ...DEFAULT, allowLoopback: true }, resolve)));
});
