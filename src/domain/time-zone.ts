// Offsets are always computed by ICU for the instant asked: stored offsets go stale with every DST
// change and some sources truncate half-hour zones (India shows as +5).

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

function offsetFormat(zone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  return format;
}

/** True when ICU knows the zone (canonical name or alias). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    offsetFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** Minutes east of UTC in `zone` at the instant `epochMs`. */
export function utcOffsetMinutes(zone: string, epochMs: number): number {
  const parts = offsetFormat(zone).formatToParts(epochMs);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  // "GMT" alone means +00:00; otherwise "GMT+05:30", "GMT-03", "GMT+05:45".
  const match = /^GMT([+-])(\d{1,2})(?::(\d{2}))?$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** `+HH:MM` / `-HH:MM`, the form the spec uses for UtcOffset. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

const OFFSET_BUCKET_MS = 15 * 60 * 1000;
const bucketedOffsets = new Map<string, { bucket: number; minutes: number; text: string }>();

/**
 * A zone's offset "now", asked of ICU at most once per zone every 15 minutes (a formatToParts
 * call costs several microseconds, and every schedule request asks): every DST change in the tz
 * database falls on a quarter hour, so a bucket never straddles one.
 */
function currentOffset(zone: string, nowMs: number): { minutes: number; text: string } {
  const bucket = Math.floor(nowMs / OFFSET_BUCKET_MS);
  const hit = bucketedOffsets.get(zone);
  if (hit && hit.bucket === bucket) return hit;
  const minutes = utcOffsetMinutes(zone, bucket * OFFSET_BUCKET_MS);
  const offset = { bucket, minutes, text: formatUtcOffset(minutes) };
  bucketedOffsets.set(zone, offset);
  return offset;
}

/** The UtcOffset text of a zone "now". */
export function currentUtcOffset(zone: string, nowMs: number): string {
  return currentOffset(zone, nowMs).text;
}

/** utcOffsetMinutes of a zone "now". */
export function currentUtcOffsetMinutes(zone: string, nowMs: number): number {
  return currentOffset(zone, nowMs).minutes;
}

/** The bucket that `currentUtcOffset` uses, so response caches can key on it. */
export function offsetBucket(nowMs: number): number {
  return Math.floor(nowMs / OFFSET_BUCKET_MS);
}
