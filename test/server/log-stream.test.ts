// The JSON log's stream (src/log-stream.ts): lines gathered and written together a moment after
// the first, a warning at once, nothing lost or reordered however many lines come at once.
import assert from 'node:assert/strict';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { GatheredLogStream } from '../../src/log-stream.js';

function withLogFile(run: (stream: GatheredLogStream, written: () => string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'skyref-log-'));
  const path = join(dir, 'log');
  const fd = openSync(path, 'a');
  return run(new GatheredLogStream(fd, GATHER_MS), () => readFileSync(path, 'utf8')).finally(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true });
  });
}

const GATHER_MS = 5;
/** Past the time the stream gathers lines for. */
const gathered = () => new Promise((resolve) => setTimeout(resolve, GATHER_MS * 4));

test('info lines are written together a moment after the first, in order', () =>
  withLogFile(async (stream, written) => {
    stream.lastLevel = 30;
    stream.write('{"msg":"a"}\n');
    stream.write('{"msg":"b"}\n');
    assert.equal(written(), '', 'nothing is written at once');
    await gathered();
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

test('many lines at once lose none and keep their order', () =>
  withLogFile(async (stream, written) => {
    stream.lastLevel = 30;
    const lines = Array.from({ length: 5000 }, (_, i) => `{"n":${i},"route":"/v1/mds-references/airports/:code"}\n`);
    for (const line of lines) stream.write(line);
    assert.ok(written().length > 0, 'more than a pipe buffer of lines is written as it goes');
    await gathered();
    assert.equal(written(), lines.join(''));
  }));
