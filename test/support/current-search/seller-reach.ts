// For one query, which airlines can still lead to the destination on one ticket: a necessary
// condition the search prunes with before it scans. An airline whose partners sell no flight into
// the destination cannot sell a last leg there, and one none of whose partners can is no use as a
// first of two more legs; without this, a query whose destination few of the origin's airlines
// sell (Pittsburgh to Dubai) walked every route of every hub for journeys that no ticket holds.
// The first is laid out per dataset (SoldConnections.landingPartners); the second is found per
// airline on first use and kept in the search's scratch until the query ends.
import type { SoldConnections } from '../../../src/engine/sold-connections.js';
import type { SearchScratch } from '../../../src/engine/search-scratch.js';

const UNKNOWN = 0;
const YES = 1;
const NO = 2;

export class SellerReach {
  private readonly two: Int8Array;

  constructor(
    private readonly sold: SoldConnections,
    private readonly destination: number,
    private readonly scratch: SearchScratch,
  ) {
    this.two = scratch.sellsTwo;
  }

  /**
   * Whether a seller of `leg` among `held` may be joined by one ticket, where the leg lands, to an
   * airline selling a leg into the destination.
   */
  lastFrom(leg: number, held: number, at: number): boolean {
    const { sellerStart, sellerAirlines, legSellers } = this.sold;
    const list = legSellers[leg]!;
    for (let i = sellerStart[list]!, bit = 1; i < sellerStart[list + 1]!; i++, bit *= 2) {
      if ((held & bit) !== 0 && this.sold.joinsLandingAt(sellerAirlines[i]!, this.destination, at)) return true;
    }
    return false;
  }

  /** Whether a seller of `leg` is joined by some ticket to an airline that lastFrom holds for: two more legs may be sold. */
  twoFrom(leg: number): boolean {
    const { sellerStart, sellerAirlines, legSellers } = this.sold;
    const list = legSellers[leg]!;
    for (let i = sellerStart[list]!; i < sellerStart[list + 1]!; i++) if (this.sellsTwo(sellerAirlines[i]!)) return true;
    return false;
  }

  /** Kept per query: an airline's partners are read once. */
  private sellsTwo(x: number): boolean {
    const known = this.two[x]!;
    if (known !== UNKNOWN) return known === YES;
    const { partnerStart, partners } = this.sold;
    let found = false;
    for (let i = partnerStart[x]!; i < partnerStart[x + 1]! && !found; i++) found = this.sold.joinsLandingAt(partners[i]!, this.destination, -1);
    this.scratch.touchAirline(x);
    this.two[x] = found ? YES : NO;
    return found;
  }
}
