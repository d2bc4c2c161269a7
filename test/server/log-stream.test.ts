// The JSON log's stream (src/log-stream.ts): a turn's lines written together at its end, a
// warning at once, nothing lost or reordered however many lines a turn has.
import assert from 'node:assert/strict';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { TurnLogStream } from '../../src/log-stream.js';

function withLogFile(run: (stream: TurnLogStream, written: () => string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-log-'));
  const path = join(dir, 'log');
  const fd = openSync(path, 'a');
  return run(new TurnLogStream(fd), () => readFileSync(path, 'utf8')).finally(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true });
  });
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('info lines are written at the end of the turn they were logged in, in order', () =>
  withLogFile(async (stream, written) => {
    stream.lastLevel = 30;
    stream.write('{"msg":"a"}\n');
    stream.write('{"msg":"b"}\n');
    assert.equal(written(), '', 'nothing is written during the turn');
    await nextTurn();
    assert.equal(written(), '{"msg":"a"}\n{"msg":"b"}\n');
  }));

test('a warning is written at once, after the lines gathered before it', () =>
  withLogFile(async (stream, written) => {
    stream.lastLevel = 30;
    stream.write('{"msg":"info"}\n');
    stream.lastLevel = 40;
    stream.write('{"msg":"warn"}\n');
    assert.equal(written(), '{"msg":"info"}\n{"msg":"warn"}\n');
  }));

test('a turn of many lines loses none and keeps their order', () =>
  withLogFile(async (stream, written) => {
    stream.lastLevel = 30;
    const lines = Array.from({ length: 5000 }, (_, i) => `{"n":${i},"route":"/v1/mds-references/airports/:code"}\n`);
    for (const line of lines) stream.write(line);
    assert.ok(written().length > 0, 'a turn past a pipe buffer of lines is written as it goes');
    await nextTurn();
    assert.equal(written(), lines.join(''));
  }));
