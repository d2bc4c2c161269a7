// Countries from ICU through Intl.DisplayNames: every ISO 3166-1 alpha-2 code, named in any
// language ICU carries.

// Region codes ICU names that are not ISO 3166-1 countries: reserved or withdrawn codes and
// groupings. XK (Kosovo) is user-assigned but kept, since airports there use it.
const NOT_COUNTRIES = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(' '),
);

export interface CountryRecord {
  code: string;
  names: Record<string, string>;
}

export function countriesFromIntl(languages: readonly string[]): CountryRecord[] {
  const probe = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const namers = languages.map(
    (lang) => [lang, new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' })] as const,
  );
  const countries: CountryRecord[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (NOT_COUNTRIES.has(code) || probe.of(code) === undefined) continue;
      const names: Record<string, string> = {};
      for (const [lang, namer] of namers) {
        const name = namer.of(code);
        if (name) names[lang] = name;
      }
      countries.push({ code, names });
    }
  }
  return countries;
}
