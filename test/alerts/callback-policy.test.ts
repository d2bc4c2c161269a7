// Which callback URLs are allowed, from the URL and its resolved addresses alone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressClass, checkCallback, type CallbackPolicy } from '../../src/alerts/callback-policy.js';

const DEFAULT: CallbackPolicy = { allowedHosts: undefined, allowLoopback: false };

test('addresses are classed by their range, IPv4 inside IPv6 by its IPv4 address', () => {
  const cases: [string, string][] = [
    ['10.1.2.3', 'private'],
    ['172.31.255.1', 'private'],
    ['192.168.0.10', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['127.0.0.1', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a01:203', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['0.0.0.0', 'special'],
    ['224.0.0.1', 'special'],
    ['::', 'special'],
    ['93.184.215.14', 'public'],
    ['2606:4700::1111', 'public'],
    ['172.32.0.1', 'public'],
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
