// Client secrets are stored only as salted scrypt hashes and compared in constant time.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1, keylen: 32 };

function scryptAsync(secret: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(secret, salt, PARAMS.keylen, { N: PARAMS.N, r: PARAMS.r, p: PARAMS.p });
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(secret, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(key, expected);
}

// A hash of no one's secret with the same parameters, checked when the client id is unknown or
// disabled: an answer then takes as long as for a known id with a wrong secret, so the time does
// not tell which ids exist.
const NOBODY = ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, randomBytes(16).toString('base64url'), randomBytes(PARAMS.keylen).toString('base64url')].join('$');

/** The work of `verifySecret` against a hash no secret matches; always false. */
export async function verifyNoSecret(secret: string): Promise<false> {
  await verifySecret(secret, NOBODY);
  return false;
}

/** A new random client secret: 32 bytes, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}
