// An alert of the delivery log as its client reads it, times ISO 8601 in UTC: one view for the
// HTTP API and `skyref alerts deliveries`, so the two say the same.
import type { DeliveryRecord } from './alert-store.js';

const iso = (ms: number) => new Date(ms).toISOString();

export function deliveryView(d: DeliveryRecord): Record<string, unknown> {
  return {
    AlertId: d.alertId,
    Type: d.type,
    State: d.state,
    Attempts: d.attempts,
    ...(d.lastResult !== undefined ? { LastResult: d.lastResult } : {}),
    CreatedAt: iso(d.createdMs),
    ...(d.settledMs !== undefined ? { SettledAt: iso(d.settledMs) } : {}),
    ...(d.nextMs !== undefined ? { NextAttemptAt: iso(d.nextMs) } : {}),
  };
}
