// What a leg offers on board: the cabins of the type (from the seat maps where the type is there,
// else by class) as the airline sells them, and the in-flight services, drawn once per airline
// and type so that every flight of that airline on that type says the same. A service is stated
// only when offered, in every cabin alike: what SSIM's in-flight service element (DEI 503) says
// of a leg, so that an SSIM export reads back the same (absent is unknown, decision 54).
import { SEAT_DETAILS } from '../curated/seat-maps.js';
import type { CabinService, OnBoardEquipment } from '../../dataset/schedule-content.js';
import { performanceOf } from './aircraft-performance.js';
import type { AirlineProfile } from './network-plan.js';
import { unitFor } from './random.js';
import { CABIN_CODES, type CabinCode } from '../../domain/cabins.js';

const SEAT_MAP_CABINS = new Map(SEAT_DETAILS.map((s) => [s.aircraftCode, CABIN_CODES.filter((c) => s.cabins[c] !== undefined)]));

function cabinsFor(airline: AirlineProfile, aircraft: string): CabinCode[] {
  const aircraftClass = performanceOf(aircraft).aircraftClass;
  if (airline.model === 'lowcost' && aircraftClass !== 'wide') return ['M'];
  const listed = SEAT_MAP_CABINS.get(aircraft);
  const full: readonly CabinCode[] = listed ?? (aircraftClass === 'wide' ? ['F', 'C', 'E', 'M'] : aircraftClass === 'narrow' ? ['C', 'M'] : ['M']);
  const sold = full.filter((c) => (c !== 'F' || airline.firstClass) && (c !== 'E' || airline.premiumEconomy) && (c !== 'C' || airline.curated || aircraftClass === 'wide'));
  return sold.length > 0 ? sold : ['M'];
}

export class OnBoardCatalogue {
  private readonly cache = new Map<string, OnBoardEquipment>();

  constructor(private readonly seed: number) {}

  /** One shared object per airline and type: the output repeats it, it is never changed. */
  equipment(airline: AirlineProfile, aircraft: string): OnBoardEquipment {
    const key = `${airline.code}/${aircraft}`;
    let found = this.cache.get(key);
    if (!found) this.cache.set(key, (found = this.draw(airline, aircraft)));
    return found;
  }

  private draw(airline: AirlineProfile, aircraft: string): OnBoardEquipment {
    const wide = performanceOf(aircraft).aircraftClass === 'wide';
    const turboprop = performanceOf(aircraft).aircraftClass === 'turboprop';
    const u = (what: string) => unitFor(this.seed, `onboard:${what}:${airline.code}:${aircraft}`);
    const cabins = cabinsFor(airline, aircraft);
    if (!airline.curated) {
      // Nothing is known about an unknown airline's services: leave them unknown.
      return { entertainment: false, cabins: cabins.map((cabin) => ({ cabin })) };
    }
    const entertainment = wide || (airline.model === 'network' && u('ife') < 0.25);
    const connectivityRate = (airline.model === 'lowcost' ? 0.35 : airline.model === 'regional' ? 0.5 : 0.75) + (wide ? 0.15 : 0);
    const connectivity = !turboprop && u('wifi') < connectivityRate;
    const liveTv = entertainment && unitFor(this.seed, `onboard:livetv:${airline.code}`) < 0.2;
    const seatPower = wide ? u('power') < 0.85 : !turboprop && u('power') < 0.45;
    const usb = wide || (!turboprop && u('usb') < 0.6);
    const offered: Omit<CabinService, 'cabin'> = {
      ...(connectivity ? { connectivity } : {}),
      ...(seatPower ? { seatPower } : {}),
      ...(usb ? { usb } : {}),
      ...(liveTv ? { liveTv } : {}),
    };
    return { entertainment, cabins: cabins.map((cabin): CabinService => ({ cabin, ...offered })) };
  }
}
