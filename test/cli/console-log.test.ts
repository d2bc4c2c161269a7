// One format on the console (issue 47, decision 80): notices and log lines both human on a
// terminal, both JSON otherwise; the service says once that it listens, not once per worker.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { humanLogLine, logFormatOf, noticeLine } from '../../src/log-format.js';
import { readConfig } from '../../src/config.js';
import { startServiceProcess } from '../support/service-process.js';

test('SKYREF_LOG_FORMAT: auto is human on a terminal and JSON otherwise; human and json hold either way; anything else is refused', () => {
  assert.equal(logFormatOf(readConfig({}).logFormat, true), 'human');
  assert.equal(logFormatOf(readConfig({}).logFormat, false), 'json');
  assert.equal(logFormatOf(readConfig({ SKYREF_LOG_FORMAT: 'JSON' }).logFormat, true), 'json');
  assert.equal(logFormatOf(readConfig({ SKYREF_LOG_FORMAT: 'human' }).logFormat, false), 'human');
  assert.throws(() => readConfig({ SKYREF_LOG_FORMAT: 'pretty' }), /SKYREF_LOG_FORMAT must be one of auto, human, json, got "pretty"/);
});

test('a notice is its text on a terminal, and a JSON line as pino writes them otherwise', () => {
  assert.equal(noticeLine('human', 'skyref listening on http://127.0.0.1:8080', 0), 'skyref listening on http://127.0.0.1:8080');
  assert.deepEqual(JSON.parse(noticeLine('json', 'dataset "x" reloaded', Date.UTC(2027, 0, 15))), { level: 30, time: Date.UTC(2027, 0, 15), msg: 'dataset "x" reloaded' });
});

test("a log line of pino's reads as a line of text: level, message, request, error", () => {
  const line = JSON.stringify({ level: 50, time: 1, pid: 7, hostname: 'h', req: { method: 'GET', url: '/v1/x?token=[hidden]' }, err: { type: 'TypeError', message: 'boom', stack: 'TypeError: boom\n    at f' }, msg: 'request failed' });
  assert.equal(humanLogLine(line + '\n'), 'error: request failed (GET /v1/x?token=[hidden]) - TypeError: boom');
  assert.equal(humanLogLine(JSON.stringify({ level: 40, msg: 'Redis unreachable' })), 'warn: Redis unreachable');
  assert.equal(humanLogLine('not json\n'), 'not json', 'anything else passes as it is');
});

test('JSON on a pipe: every line of the console is JSON, and two workers make one "listening" line', async () => {
  // Level info: Fastify's own "Server listening at" (one per worker) would be written if not dropped.
  const service = await startServiceProcess(['--workers', '2'], { SKYREF_LOG_FORMAT: 'auto', SKYREF_LOG_LEVEL: 'info' }, { logs: true });
  try {
    await (await fetch(`${service.url}/ready`)).arrayBuffer();
    const lines = service.output().split('\n').filter(Boolean);
    const messages = lines.map((line) => {
      const entry = JSON.parse(line) as { level: number; time: number; msg: string };
      assert.equal(entry.level, 30, line);
      assert.ok(Number.isInteger(entry.time), line);
      return entry.msg;
    });
    assert.equal(messages.filter((m) => /listening/i.test(m)).length, 1, messages.join('\n'));
    assert.match(messages.find((m) => /listening/.test(m))!, /^skyref listening on http:\/\/127\.0\.0\.1:\d+ \(2 workers, /);
    assert.doesNotMatch(service.logs(), /listening/i, 'no worker says it listens');
    for (const line of service.logs().split('\n').filter(Boolean)) JSON.parse(line);
  } finally {
    await service.stop();
  }
});

test('human lines as asked: notices as text, one "listening" line for the single process too', async () => {
  const service = await startServiceProcess(['--workers', '1'], { SKYREF_LOG_FORMAT: 'human', SKYREF_LOG_LEVEL: 'info' }, { logs: true });
  try {
    assert.doesNotMatch(service.output(), /^\{/m);
    assert.equal(service.output().match(/listening/gi)?.length, 1, service.output());
    assert.doesNotMatch(service.logs(), /listening/i);
  } finally {
    await service.stop();
  }
});

test('an access-log line reads as one line of text, with its request id', () => {
  const line = JSON.stringify({ level: 30, time: 1, reqId: 'abc-123', method: 'GET', route: '/v1/references/airports/:code', status: 200, bytes: 812, us: 41, client: 'c1', msg: 'access' });
  assert.equal(humanLogLine(line), 'info: access GET /v1/references/airports/:code 200 812 B 41 µs client=c1 id=abc-123');
  const error = JSON.stringify({ level: 50, time: 1, reqId: 'r-9', msg: 'request failed', err: { type: 'Error', message: 'boom' } });
  assert.equal(humanLogLine(error), 'error: request failed - Error: boom id=r-9');
});
