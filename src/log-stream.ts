// Where the service's JSON log lines go (the access log is one a request): gathered and written to
// stdout together, when 4 KB have gathered or 50 ms after the first of them, in writes of at most
// PIPE_BUF bytes so that the lines of several worker threads sharing the pipe never cut into each
// other. pino's own destination (sonic-boom) costs a cached lookup 3-5 µs a line in its buffering
// and its write a line; a flush at the end of each event-loop turn (setImmediate) cost as much
// again under load, since a pending immediate makes the loop poll without waiting and take fewer
// requests a turn (decision 90, `npm run bench:request-log`). A warning or worse is written at once
// with what is gathered before it, so that the lines of a thread that dies are not lost with it.
import { writeSync } from 'node:fs';

/** The most bytes a pipe takes in one write without mixing them with another writer's (Linux). */
const PIPE_BUF = 4096;
/** pino tells a stream that asks the level of the line it writes (stream.lastLevel). */
const PINO_METADATA = Symbol.for('pino.metadata');
const WARN = 40;
/** The longest an info line waits for others to be written with. */
const GATHER_MS = 50;

export class GatheredLogStream {
  readonly [PINO_METADATA] = true;
  /** Set by pino before each write. */
  lastLevel = 0;
  private lines: string[] = [];
  /** Characters gathered: bytes for the ASCII of nearly every line, and near enough otherwise. */
  private length = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly fd: number,
    private readonly gatherMs = GATHER_MS,
  ) {}

  write(line: string): void {
    if (this.length + line.length > PIPE_BUF) this.flush();
    this.lines.push(line);
    this.length += line.length;
    if (this.lastLevel >= WARN) this.flush();
    else this.timer ??= setTimeout(this.flushGathered, this.gatherMs);
  }

  /** Writes what is gathered now. */
  flush(): void {
    if (this.lines.length === 0) return;
    const bytes = Buffer.from(this.lines.length === 1 ? this.lines[0]! : this.lines.join(''));
    this.lines = [];
    this.length = 0;
    writeAll(this.fd, bytes);
  }

  private readonly flushGathered = () => {
    this.timer = undefined;
    this.flush();
  };
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Writes every byte, waiting while a full pipe refuses more (stdout is non-blocking when it is a
 * pipe): a log reader that falls behind slows the service rather than letting lines pile up in
 * memory. A stdout that is gone (EPIPE, EBADF) drops the lines: logging never ends the service.
 */
function writeAll(fd: number, bytes: Buffer): void {
  let offset = 0;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(pause, 0, 0, 1);
    }
  }
}
