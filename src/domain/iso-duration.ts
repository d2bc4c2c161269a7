// Journey durations as the spec writes them: ISO 8601 with zero parts left out (PT1H5M, P1DT4H).

export function isoDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const time = `${hours ? `${hours}H` : ''}${rest ? `${rest}M` : ''}`;
  if (days === 0) return `PT${time || '0M'}`;
  return `P${days}D${time ? `T${time}` : ''}`;
}
