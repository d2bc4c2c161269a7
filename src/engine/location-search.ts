// Location search (autocomplete): cities and locations found by a code prefix, or by the start of
// any word of any of their names, in every language a record has, accents and case folded. The
// keys are sorted once per dataset, so a query is a binary search and a scan of the keys that
// start with it; the answers to every query of one to three characters, the ones typed first and
// most often, are ranked when the dataset is served, so those cost a map lookup.
import { foldText } from '../domain/text-folding.js';
import { lowerBound } from './sorted-search.js';
import type { LocationType } from '../domain/location-type.js';
import type { City, Dataset, Location } from '../model/read-model.js';

/** What a search can be narrowed to: cities, or locations of a type. */
export type SearchType = 'City' | LocationType;
export const SEARCH_TYPES: readonly SearchType[] = ['City', 'Airport', 'RailwayStation', 'BusStation'];

const TYPE_BIT: Record<SearchType, number> = { City: 1, Airport: 2, RailwayStation: 4, BusStation: 8 };
export const ALL_TYPES = 0b1111;

/** A bit set of search types. */
export function typeMask(types: readonly SearchType[]): number {
  return types.reduce((mask, t) => mask | TYPE_BIT[t], 0);
}

/** How well a key matched; lower ranks first. */
const enum Tier {
  /** The query is the whole code or the whole of a name. */
  Exact = 0,
  /** The query starts a code or a name. */
  Start = 1,
  /**
   * The query starts a later word of a name ("heathrow" in "London Heathrow Airport"), or its
   * words start words of the record in another order ("kennedy airport").
   */
  Word = 2,
}

const UNMATCHED = 3;

const enum KeyKind {
  Code = 0,
  NameStart = 1,
  LaterWord = 2,
}

/** Queries up to this many characters (after folding) are answered from lists ranked in advance. */
export const RANKED_IN_ADVANCE = 3;

/** One entry of an answer: a city or a location. */
export type SearchEntry = { readonly kind: 'City'; readonly city: City } | { readonly kind: 'Location'; readonly location: Location };

export interface SearchPage {
  /** Entries of the allowed types in the whole answer. */
  total: number;
  entries: SearchEntry[];
}

/** A ranked answer: record numbers, and how many of them are of each type (by type bit). */
interface Ranked {
  readonly records: Int32Array;
  readonly countByBit: Int32Array;
}

const NOTHING: Ranked = { records: new Int32Array(0), countByBit: new Int32Array(16) };

export class LocationSearch {
  /** Records are numbered cities first (0 … cities − 1), then locations. */
  private readonly cities: readonly City[];
  private readonly locations: readonly Location[];
  private readonly typeBits: Uint8Array;
  /** Departures from the record (a city: from all its locations) over the loaded schedule. */
  private readonly traffic: Float64Array;
  /** Record of each record's city when that city lists it, else −1 (and −1 for cities). */
  private readonly cityOf: Int32Array;
  /** Each city's locations, busiest first (compressed rows by city record). */
  private readonly memberStarts: Int32Array;
  private readonly members: Int32Array;
  /** Folded keys in code-unit order, with the record and kind of each. */
  private readonly keys: readonly string[];
  private readonly keyRecords: Int32Array;
  private readonly keyKinds: Uint8Array;
  /** Records by traffic, busiest first (cities before locations, then by code on a tie), and each record's place in that order. */
  private readonly byTraffic: Int32Array;
  private readonly trafficPlace: Int32Array;
  /** Each record's code and folded names as one text of words, each word after a space. */
  private readonly wordTexts: string[];
  private readonly short = new Map<string, Ranked>();
  /**
   * Scratch space of `rank`: the best tier of each record, UNMATCHED outside a call. Requests are
   * answered one at a time on this thread, and `rank` restores it before returning.
   */
  private readonly tiers: Int8Array;

  constructor(dataset: Dataset) {
    this.cities = dataset.cities.list;
    this.locations = dataset.locations.list;
    const cityCount = this.cities.length;
    const count = cityCount + this.locations.length;
    this.typeBits = new Uint8Array(count);
    this.traffic = new Float64Array(count);
    this.cityOf = new Int32Array(count).fill(-1);

    const locationRecord = new Map<string, number>();
    this.locations.forEach((l, i) => locationRecord.set(l.code, cityCount + i));
    const cityRecord = new Map<string, number>();
    this.cities.forEach((c, i) => cityRecord.set(c.code, i));
    this.cities.forEach((_, i) => (this.typeBits[i] = TYPE_BIT.City));
    this.locations.forEach((l, i) => (this.typeBits[cityCount + i] = TYPE_BIT[l.type]));

    const { legs, airports } = dataset.schedule;
    for (let id = 0; id < legs.length; id++) {
      // Through segments repeat their legs' departures.
      if (legs.stops[id]! > 0) continue;
      const record = locationRecord.get(airports[legs.originId[id]!]!);
      if (record === undefined) continue;
      this.traffic[record]! += (popCount(legs.weekdays[id]!) * (legs.last[id]! - legs.first[id]! + 1)) / 7 / Math.max(1, legs.rate[id]!);
    }

    this.memberStarts = new Int32Array(cityCount + 1);
    const members: number[] = [];
    this.cities.forEach((city, c) => {
      this.memberStarts[c] = members.length;
      const own = city.locations
        .map((code) => locationRecord.get(code))
        .filter((r): r is number => r !== undefined && this.locationOf(r).cityCode === city.code);
      own.sort((a, b) => this.traffic[b]! - this.traffic[a]! || a - b);
      for (const r of own) {
        this.cityOf[r] = c;
        this.traffic[c]! += this.traffic[r]!;
        members.push(r);
      }
    });
    this.memberStarts[cityCount] = members.length;
    this.members = Int32Array.from(members);

    this.byTraffic = Int32Array.from({ length: count }, (_, r) => r).sort(
      (a, b) => this.traffic[b]! - this.traffic[a]! || Number(a >= cityCount) - Number(b >= cityCount) || compareText(this.codeOf(a), this.codeOf(b)) || a - b,
    );
    this.trafficPlace = new Int32Array(count);
    this.byTraffic.forEach((r, place) => (this.trafficPlace[r] = place));
    this.tiers = new Int8Array(count).fill(UNMATCHED);

    const entries: { key: string; record: number; kind: KeyKind }[] = [];
    const wordTexts: string[] = [];
    for (let r = 0; r < count; r++) {
      const record = r < cityCount ? this.cities[r]! : this.locationOf(r);
      const seen = new Set<string>();
      const add = (key: string, kind: KeyKind) => {
        const id = `${kind}${key}`;
        if (key === '' || seen.has(id)) return;
        seen.add(id);
        entries.push({ key, record: r, kind });
      };
      add(foldText(record.code), KeyKind.Code);
      let words = ` ${foldText(record.code)}`;
      for (const [, text] of record.names) {
        const folded = foldText(text);
        words += ` ${folded}`;
        add(folded, KeyKind.NameStart);
        for (let at = folded.indexOf(' '); at >= 0; at = folded.indexOf(' ', at + 1)) add(folded.slice(at + 1), KeyKind.LaterWord);
      }
      wordTexts.push(words);
    }
    this.wordTexts = wordTexts;
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.kind - b.kind || a.record - b.record));
    this.keys = entries.map((e) => e.key);
    this.keyRecords = Int32Array.from(entries, (e) => e.record);
    this.keyKinds = Uint8Array.from(entries, (e) => e.kind);

    for (let length = 1; length <= RANKED_IN_ADVANCE; length++) {
      let i = 0;
      while (i < this.keys.length) {
        if (this.keys[i]!.length < length) {
          i++;
          continue;
        }
        const prefix = this.keys[i]!.slice(0, length);
        let end = i + 1;
        while (end < this.keys.length && this.keys[end]!.startsWith(prefix)) end++;
        this.short.set(prefix, this.rank(prefix, i, end));
        i = end;
      }
    }
  }

  /** Number of keys (codes, names and their later words), for the benchmarks. */
  get keyCount(): number {
    return this.keys.length;
  }

  /**
   * The page of the answer to `query` (free text, folded here) among records of the types in
   * `mask`: cities and locations whose code or a name's word starts with the query, best match
   * first (the whole code or name, then its start, then a later word), then by traffic, then
   * cities before locations, then by code; a city's locations follow it, busiest first.
   */
  search(query: string, mask: number, offset: number, limit: number): SearchPage {
    const ranked = this.ranked(foldText(query));
    let total = 0;
    for (let bit = 1; bit < 16; bit <<= 1) if (mask & bit) total += ranked.countByBit[bit]!;
    const entries: SearchEntry[] = [];
    const { records } = ranked;
    if (mask === ALL_TYPES) {
      for (let i = offset; i < records.length && entries.length < limit; i++) entries.push(this.entry(records[i]!));
      return { total, entries };
    }
    let skipped = 0;
    for (let i = 0; i < records.length && entries.length < limit; i++) {
      const r = records[i]!;
      if ((this.typeBits[r]! & mask) === 0) continue;
      if (skipped < offset) skipped++;
      else entries.push(this.entry(r));
    }
    return { total, entries };
  }

  private ranked(folded: string): Ranked {
    if (folded === '') return NOTHING;
    if (folded.length <= RANKED_IN_ADVANCE) return this.short.get(folded) ?? NOTHING;
    const [start, end] = this.keysStartingWith(folded);
    return this.rank(folded, start, end, folded.includes(' ') ? folded.split(' ') : undefined);
  }

  /** The range of keys that start with `text`. */
  private keysStartingWith(text: string): [start: number, end: number] {
    // Folded text holds no code unit as high as U+FFFF, so every key starting with `text` sorts below this.
    return [lowerBound(this.keys, text), lowerBound(this.keys, `${text}\uffff`)];
  }

  /**
   * Records some of whose words start with each of `words`, in any order ("kennedy airport" for
   * "John F. Kennedy International Airport"), found among the keys of the word with fewest.
   */
  private anyOrder(words: readonly string[], found: (record: number) => void): void {
    let best: [number, number] = [0, Infinity];
    for (const word of words) {
      const range = this.keysStartingWith(word);
      if (range[1] - range[0] < best[1] - best[0]) best = range;
    }
    for (let i = best[0]; i < best[1]; i++) {
      const r = this.keyRecords[i]!;
      const text = this.wordTexts[r]!;
      if (words.every((w) => text.includes(` ${w}`))) found(r);
    }
  }

  /**
   * Ranks the records of keys [start, end), which all start with `folded`. Each listed record
   * gets one number, its tier times the record count plus its place in the traffic order, so
   * that one numeric sort of a typed array orders them.
   */
  private rank(folded: string, start: number, end: number, words?: readonly string[]): Ranked {
    const { tiers, cityOf } = this;
    const touched: number[] = [];
    for (let i = start; i < end; i++) {
      const kind = this.keyKinds[i]! as KeyKind;
      const tier = kind === KeyKind.LaterWord ? Tier.Word : this.keys[i]!.length === folded.length ? Tier.Exact : Tier.Start;
      const r = this.keyRecords[i]!;
      if (tiers[r] === UNMATCHED) touched.push(r);
      if (tier < tiers[r]!) tiers[r] = tier;
    }
    // Words in another order than the name's rank with later words.
    if (words) {
      this.anyOrder(words, (r) => {
        if (tiers[r] !== UNMATCHED) return;
        touched.push(r);
        tiers[r] = Tier.Word;
      });
    }
    // A location whose city matched is listed under it, and lifts it to its own tier.
    const tops: number[] = [];
    for (const r of touched) {
      const city = cityOf[r]!;
      const top = city >= 0 && tiers[city] !== UNMATCHED ? city : r;
      if (top === r) tops.push(r);
      else if (tiers[r]! < tiers[city]!) tiers[city] = tiers[r]!;
    }
    const count = this.typeBits.length;
    const order = new Float64Array(tops.length);
    for (let i = 0; i < tops.length; i++) order[i] = tiers[tops[i]!]! * count + this.trafficPlace[tops[i]!]!;
    order.sort();
    for (const r of touched) tiers[r] = UNMATCHED;

    const records: number[] = [];
    const countByBit = new Int32Array(16);
    for (let i = 0; i < order.length; i++) {
      const top = this.byTraffic[order[i]! % count]!;
      records.push(top);
      countByBit[this.typeBits[top]!]! += 1;
      if (top >= this.cities.length) continue;
      for (let m = this.memberStarts[top]!; m < this.memberStarts[top + 1]!; m++) {
        const member = this.members[m]!;
        records.push(member);
        countByBit[this.typeBits[member]!]! += 1;
      }
    }
    return { records: Int32Array.from(records), countByBit };
  }

  private entry(r: number): SearchEntry {
    return r < this.cities.length ? { kind: 'City', city: this.cities[r]! } : { kind: 'Location', location: this.locationOf(r) };
  }

  private locationOf(r: number): Location {
    return this.locations[r - this.cities.length]!;
  }

  private codeOf(r: number): string {
    return r < this.cities.length ? this.cities[r]!.code : this.locationOf(r).code;
  }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function popCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}
