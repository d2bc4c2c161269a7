// GET /v1/references/seatdetails/{aircraftCode}[/{cabinCode}] (docs/api-rules.md, Seat details).
import type { FastifyInstance } from 'fastify';
import { href } from '../../documents/meta.js';
import { seatDocument } from '../../documents/seat-document.js';
import { ApiError } from '../errors.js';
import { AIRCRAFT_CODE } from '../input-patterns.js';
import type { Pipeline, RequestContext } from '../pipeline.js';
import { langParam } from '../query.js';
import { getOnly } from './methods.js';
import { cabinCode, type CabinCode } from '../../domain/cabins.js';

function seats(ctx: RequestContext) {
  const rawAircraft = ctx.params.aircraftCode ?? '';
  const rawCabin = ctx.params.cabinCode;
  if (!AIRCRAFT_CODE.test(rawAircraft)) throw new ApiError('aircraftCodeMalformed');
  const code = rawAircraft.toUpperCase();
  let cabin: CabinCode | undefined;
  if (rawCabin !== undefined) {
    cabin = cabinCode(rawCabin);
    if (!cabin) throw new ApiError('cabinCodeMalformed');
  }
  const lang = langParam(ctx.query);
  const aircraft = ctx.served.dataset.aircraft.byCode.get(code);
  if (!aircraft) throw new ApiError('aircraftNotFound', { code });
  const all = ctx.served.dataset.seats.get(code);
  if (!all || all.length === 0) throw new ApiError('seatsNotFound', { code });
  const cabins = cabin ? all.filter((c) => c.cabin === cabin) : all;
  if (cabins.length === 0) throw new ApiError('cabinNotFound', { code, cabin: cabin!, cabins: all.map((c) => c.cabin).join(', ') });
  const path = `/v1/references/seatdetails/${code}${cabin ? '/' + cabin : ''}`;
  return seatDocument(
    aircraft,
    cabins,
    lang,
    [{ rel: 'related', href: `${ctx.base}/v1/references/aircraft/${code}` }],
    [{ rel: 'self', href: href(ctx.base, path, [['lang', lang]]) }],
  );
}

export function seatRoutes(app: FastifyInstance, pipeline: Pipeline): void {
  getOnly(app, pipeline, '/v1/references/seatdetails/:aircraftCode', pipeline.handler(seats, ['lang']));
  getOnly(app, pipeline, '/v1/references/seatdetails/:aircraftCode/:cabinCode', pipeline.handler(seats, ['lang']));
}
