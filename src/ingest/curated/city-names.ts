// Curated facts: names of busy cities, by language, where the city-names table (GeoNames, CLDR;
// data/city-names.csv) has none or the wrong one: the names by which German, Spanish, French and
// Italian speakers know them (each checked against the city's own article in that language), and
// the English name where the listings name a district or write the local form. These win over the
// table; the search finds a city by any of them ("francfort").

export const CURATED_CITY_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  BCN: { de: 'Barcelona', es: 'Barcelona', fr: 'Barcelone', it: 'Barcellona' },
  BJS: { de: 'Peking', es: 'Pekín', fr: 'Pékin', it: 'Pechino' },
  CGN: { de: 'Köln', es: 'Colonia', fr: 'Cologne', it: 'Colonia' },
  FLR: { de: 'Florenz', es: 'Florencia', fr: 'Florence', it: 'Firenze' },
  FRA: { de: 'Frankfurt am Main', es: 'Fráncfort del Meno', fr: 'Francfort-sur-le-Main', it: 'Francoforte sul Meno' },
  GVA: { de: 'Genf', es: 'Ginebra', fr: 'Genève', it: 'Ginevra' },
  HAM: { de: 'Hamburg', es: 'Hamburgo', fr: 'Hambourg', it: 'Amburgo' },
  KRK: { de: 'Krakau', es: 'Cracovia', fr: 'Cracovie', it: 'Cracovia' },
  MIL: { de: 'Mailand', es: 'Milán', fr: 'Milan', it: 'Milano' },
  MRS: { de: 'Marseille', es: 'Marsella', fr: 'Marseille', it: 'Marsiglia' },
  MUC: { de: 'München', es: 'Múnich', fr: 'Munich', it: 'Monaco di Baviera' },
  NAP: { de: 'Neapel', es: 'Nápoles', fr: 'Naples', it: 'Napoli' },
  NUE: { de: 'Nürnberg', es: 'Núremberg', fr: 'Nuremberg', it: 'Norimberga' },
  SVQ: { de: 'Sevilla', es: 'Sevilla', fr: 'Séville', it: 'Siviglia' },
  TRN: { de: 'Turin', es: 'Turín', fr: 'Turin', it: 'Torino' },
  VCE: { de: 'Venedig', es: 'Venecia', fr: 'Venise', it: 'Venezia' },
};
