// City names in other languages from CLDR's exemplar cities (cldr-dates-full): the city a time
// zone is named after, translated ("Europe/Vienna" is "Wien" in German, "Vienne" in French).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type ZoneTree = { [key: string]: ZoneTree | string };

function exemplarsFor(lang: string): Map<string, string> {
  const zones = new Map<string, string>();
  let data: { main: Record<string, { dates: { timeZoneNames: { zone: ZoneTree } } }> };
  try {
    data = require(`cldr-dates-full/main/${lang}/timeZoneNames.json`);
  } catch {
    return zones;
  }
  const walk = (tree: ZoneTree, prefix: string): void => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') continue;
      if (typeof value.exemplarCity === 'string') zones.set(prefix + key, value.exemplarCity);
      walk(value, `${prefix}${key}/`);
    }
  };
  walk(Object.values(data.main)[0]!.dates.timeZoneNames.zone, '');
  return zones;
}

export class ExemplarCities {
  private readonly byLang: Map<string, Map<string, string>>;
  private readonly english: Map<string, string>;

  constructor(languages: readonly string[]) {
    this.byLang = new Map(languages.map((lang) => [lang, exemplarsFor(lang)]));
    this.english = exemplarsFor('en');
  }

  /** English exemplar of a zone: CLDR's, else the last part of the zone id. */
  englishName(zone: string): string {
    return this.english.get(zone) ?? zone.split('/').pop()!.replace(/_/g, ' ');
  }

  /**
   * Names of `city` in every configured language, when the city is the one its zone is named
   * after; otherwise none (a translation is never guessed).
   */
  namesFor(englishCityName: string, zone: string): Record<string, string> {
    if (this.englishName(zone).toLowerCase() !== englishCityName.toLowerCase()) return {};
    const names: Record<string, string> = {};
    for (const [lang, zones] of this.byLang) {
      const name = zones.get(zone);
      if (name) names[lang] = name;
    }
    return names;
  }
}
