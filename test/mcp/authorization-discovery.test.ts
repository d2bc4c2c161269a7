// /mcp for clients that discover authorisation (the MCP specification's authorisation section):
// the 401's Bearer challenge names the protected-resource metadata (RFC 9728), which names the
// authorization server, whose metadata (RFC 8414) names the token endpoint; the SDK's own client,
// given only a client id and secret, finds its way from a 401 to the tools.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ClientCredentialsProvider } from '@modelcontextprotocol/sdk/client/auth-extensions.js';
import { discoverAuthorizationServerMetadata, discoverOAuthProtectedResourceMetadata, extractWWWAuthenticateParams } from '@modelcontextprotocol/sdk/client/auth.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CLIENT_ID, CLIENT_SECRET, startTestServer, type TestServer } from '../support/server.js';

let s: TestServer;
before(async () => {
  s = await startTestServer();
});
after(async () => {
  await s?.close();
});

const list = (authorization?: string) =>
  fetch(`${s.url}/mcp`, {
    method: 'POST',
    headers: { ...(authorization ? { authorization } : {}), 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });

test('a 401 at /mcp names the resource metadata, which names the authorization server, whose metadata names the token endpoint', async () => {
  const refused = await list();
  assert.equal(refused.status, 401);
  const challenge = refused.headers.get('www-authenticate') ?? '';
  assert.match(challenge, /^Bearer realm="skyref"/);
  const { resourceMetadataUrl } = extractWWWAuthenticateParams(refused);
  assert.equal(resourceMetadataUrl?.href, `${s.url}/.well-known/oauth-protected-resource/mcp`);
  // An invalid token's 401 names it too.
  const invalid = await list('Bearer not-a-token');
  assert.equal(invalid.status, 401);
  assert.equal(extractWWWAuthenticateParams(invalid).resourceMetadataUrl?.href, resourceMetadataUrl?.href);
  assert.match(invalid.headers.get('www-authenticate') ?? '', /error="invalid_token"/, 'the error is still said');

  const resource = await discoverOAuthProtectedResourceMetadata(new URL(`${s.url}/mcp`), { resourceMetadataUrl });
  assert.equal(resource.resource, `${s.url}/mcp`);
  assert.deepEqual(resource.authorization_servers, [s.url]);
  assert.deepEqual(resource.bearer_methods_supported, ['header']);
  // Also at the host's own name, for clients that look there.
  assert.deepEqual(await (await fetch(`${s.url}/.well-known/oauth-protected-resource`)).json(), resource);

  const server = await discoverAuthorizationServerMetadata(new URL(resource.authorization_servers![0]!));
  assert.ok(server, 'authorization server metadata');
  assert.equal(server.issuer, s.url);
  assert.equal(server.token_endpoint, `${s.url}/v1/oauth/token`);
  assert.deepEqual(server.grant_types_supported, ['client_credentials']);
  assert.deepEqual(server.response_types_supported, []);
  const authorize = await fetch(server.authorization_endpoint);
  assert.equal(authorize.status, 400);
  assert.equal(((await authorize.json()) as { error: string }).error, 'unsupported_response_type');

  // The token endpoint it names gives a token /mcp takes.
  const token = await fetch(server.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: CLIENT_ID, client_secret: CLIENT_SECRET }),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const listed = await list(`Bearer ${access_token}`);
  assert.equal(listed.status, 200);
  assert.equal(listed.headers.get('www-authenticate'), null);
});

test("the SDK's client with client credentials alone: from the 401, by discovery, to a token and the tools", async () => {
  const authProvider = new ClientCredentialsProvider({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, expectedIssuer: s.url });
  const client = new Client({ name: 'skyref-discovery-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${s.url}/mcp`), { authProvider }));
  try {
    assert.ok(authProvider.tokens()?.access_token, 'a token from the discovered token endpoint');
    const { tools } = await client.listTools();
    assert.equal(tools.length, 11);
  } finally {
    await client.close();
  }
});

test('only the 401 names the metadata: a 429 at /mcp does not', async () => {
  // A token of a client allowed one request a second: the second at once is a 429.
  await s.server.services.clients.add('mcp-slow', 'mcp-slow-secret-0123', { ratePerSecond: 1, ratePerHour: 1000 });
  const token = await fetch(`${s.url}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'mcp-slow', client_secret: 'mcp-slow-secret-0123' }),
  });
  const bearer = `Bearer ${((await token.json()) as { access_token: string }).access_token}`;
  let limited: Response | undefined;
  for (let i = 0; i < 5 && limited === undefined; i++) {
    const res = await list(bearer);
    if (res.status === 429) limited = res;
  }
  assert.ok(limited, 'a 429');
  assert.doesNotMatch(limited.headers.get('www-authenticate') ?? '', /resource_metadata/);
});
