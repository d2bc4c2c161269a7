// Whether the process that left a file behind (a lock, a temporary dataset file) is still running
// on this machine.
import { readFileSync } from 'node:fs';

/** True while a process with this id exists (signal 0 checks without sending anything). */
export function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * When the process started, in clock ticks after boot (Linux's /proc/<pid>/stat, field 22), so
 * that a process id used again by a newer process can be told from the one that recorded it;
 * undefined where there is no /proc.
 */
export function processStartTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces; fields 3… follow the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}
