// Which replica wrote the shared data back after Redis lost it, as logs and Redis name it: the
// machine's host name and the process id. Every worker thread of one process shares both, so a
// replica's workers know its write-back for their own and never report it as another's.
import { hostname } from 'node:os';

export function replicaId(): string {
  return `${hostname()}/${process.pid}`;
}
