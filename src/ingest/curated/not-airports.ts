// Curated facts: rows the airport listings carry that are no airport, and the heliports that are
// served as airports because airlines fly scheduled services to them.

export interface ListedCode {
  code: string;
  reason: string;
}

/** Codes listed as airports that name no place an airline flies to. */
export const NOT_AIRPORTS: readonly ListedCode[] = [
  { code: 'PAR', reason: 'Paris: the city code of CDG, ORY and BVA, listed as an airport "Paris Metropolitan"' },
  { code: 'BAK', reason: 'Baku: the city code of GYD, listed as an airport "Metropolitan Area"' },
  { code: 'OBT', reason: '"Oakland/Coliseum Station", a station by its name, placed in Oakland, Maryland: neither an airport nor a station we can place' },
];

/**
 * Heliports with scheduled passenger flights. Every other heliport of the listings is left out:
 * nobody can book a flight to it, and "nearest airports" must not answer it.
 */
export const SCHEDULED_HELIPORTS: readonly ListedCode[] = [
  ...[
    'AGM', 'AOQ', 'IKE', 'IOQ', 'IOT', 'IUI', 'JJU', 'JNN', 'JNS', 'JRK', 'JUK', 'JUU', 'KGQ', 'KHQ', 'KUZ', 'NIQ', 'NSQ', 'OBY',
    'PQT', 'QCU', 'QFG', 'QFI', 'QFN', 'QFX', 'QGQ', 'QJE', 'QOQ', 'QRY', 'QUP', 'QUV', 'QUW', 'SAE', 'SGG', 'SRK', 'SVR', 'TQA',
    'TQI', 'UPK', 'XEQ', 'XIQ',
  ].map((code) => ({ code, reason: "a Greenland settlement served by Air Greenland's scheduled helicopter routes" })),
  { code: 'HHP', reason: 'Hong Kong Sheung Wan: scheduled helicopter service to Macau' },
  { code: 'JCU', reason: 'Ceuta: scheduled helicopter service to Algeciras and Málaga' },
  { code: 'MCM', reason: 'Monaco: scheduled helicopter service to Nice' },
  { code: 'PZE', reason: 'Penzance: scheduled helicopter service to the Isles of Scilly' },
  { code: 'VRY', reason: 'Værøy: scheduled helicopter service to Bodø' },
];
