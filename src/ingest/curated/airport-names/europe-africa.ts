// Curated facts: the proper names of the busiest airports of Europe and Africa (issue 46), one
// entry for each row of the region's list of busy airports (102, in order of weekly seats), in
// the five languages every record answers and, where it is none of them, in the airport's own
// language and script (the name its operator uses; two where the country has two).
//
// How it was checked: the names were written from the writer's own knowledge of how each
// language's Wikipedia titles the airport's article (en: the English article's title, with its
// en dashes and diacritics; de, fr, es, it: the titles in those Wikipedias, with their exonyms).
// About 65 of the less certain names were then compared with stored copies of those articles and
// of the airports' own pages (34 look-ups). That corrected 15 names (ORY, DME and HER in English;
// MUC and ATH in French; ATH, KRK, LED, BUD and BFS in German; LIS, VCE and KRK in Italian;
// OPO in Spanish; the Greek name of SKG), gave the Bulgarian name of SOF after its renaming in
// February 2025 and the Amharic name of ADD, and confirmed the rest that were looked up. The
// other names were not looked up one by one. Names for which no title was known follow the
// language's pattern with the proper name untranslated; they are listed at the end of the file.
// A throwaway script checked that every row of the list has an entry, in the list's order, that
// every entry has all five languages, that the other keys are ISO 639-1 codes, and that no
// de/fr/es/it name is an English phrase ("Airport", "International") except the two proper
// names marked below.
import type { AirportNameSet } from './airport-name-set.js';

export const EUROPE_AFRICA_AIRPORT_NAMES: Readonly<Record<string, AirportNameSet>> = {
  LHR: { en: 'Heathrow Airport', de: 'Flughafen London-Heathrow', fr: 'Aéroport de Londres-Heathrow', es: 'Aeropuerto de Londres-Heathrow', it: 'Aeroporto di Londra-Heathrow' },
  CDG: { en: 'Charles de Gaulle Airport', de: 'Flughafen Paris-Charles-de-Gaulle', fr: 'Aéroport de Paris-Charles-de-Gaulle', es: 'Aeropuerto de París-Charles de Gaulle', it: 'Aeroporto di Parigi-Charles de Gaulle' },
  FRA: { en: 'Frankfurt Airport', de: 'Flughafen Frankfurt am Main', fr: 'Aéroport de Francfort-sur-le-Main', es: 'Aeropuerto de Fráncfort del Meno', it: 'Aeroporto di Francoforte sul Meno' },
  AMS: { en: 'Amsterdam Airport Schiphol', de: 'Flughafen Amsterdam Schiphol', fr: "Aéroport d'Amsterdam-Schiphol", es: 'Aeropuerto de Ámsterdam-Schiphol', it: 'Aeroporto di Amsterdam-Schiphol', nl: 'Luchthaven Schiphol' },
  IST: { en: 'Istanbul Airport', de: 'Flughafen Istanbul', fr: "Aéroport d'Istanbul", es: 'Aeropuerto de Estambul', it: 'Aeroporto di Istanbul', tr: 'İstanbul Havalimanı' },
  MAD: { en: 'Adolfo Suárez Madrid–Barajas Airport', de: 'Flughafen Madrid-Barajas', fr: 'Aéroport Adolfo-Suárez de Madrid-Barajas', es: 'Aeropuerto Adolfo Suárez Madrid-Barajas', it: 'Aeroporto di Madrid-Barajas' },
  FCO: { en: 'Rome Fiumicino Airport', de: 'Flughafen Rom-Fiumicino', fr: 'Aéroport Léonard-de-Vinci de Rome Fiumicino', es: 'Aeropuerto de Roma-Fiumicino', it: 'Aeroporto di Roma-Fiumicino' },
  BCN: { en: 'Josep Tarradellas Barcelona–El Prat Airport', de: 'Flughafen Barcelona-El Prat', fr: 'Aéroport de Barcelone-El Prat', es: 'Aeropuerto Josep Tarradellas Barcelona-El Prat', it: 'Aeroporto di Barcellona-El Prat' },
  MUC: { en: 'Munich Airport', de: 'Flughafen München', fr: 'Aéroport Franz-Josef-Strauß de Munich', es: 'Aeropuerto de Múnich-Franz Josef Strauss', it: 'Aeroporto di Monaco di Baviera' },
  LGW: { en: 'Gatwick Airport', de: 'Flughafen London-Gatwick', fr: 'Aéroport de Londres-Gatwick', es: 'Aeropuerto de Londres-Gatwick', it: 'Aeroporto di Londra-Gatwick' },
  ORY: { en: 'Orly Airport', de: 'Flughafen Paris-Orly', fr: 'Aéroport de Paris-Orly', es: 'Aeropuerto de París-Orly', it: 'Aeroporto di Parigi-Orly' },
  CPH: { en: 'Copenhagen Airport', de: 'Flughafen Kopenhagen', fr: 'Aéroport de Copenhague', es: 'Aeropuerto de Copenhague', it: 'Aeroporto di Copenaghen', da: 'Københavns Lufthavn' },
  OSL: { en: 'Oslo Airport, Gardermoen', de: 'Flughafen Oslo-Gardermoen', fr: "Aéroport d'Oslo-Gardermoen", es: 'Aeropuerto de Oslo-Gardermoen', it: 'Aeroporto di Oslo-Gardermoen', no: 'Oslo lufthavn, Gardermoen' },
  ZRH: { en: 'Zurich Airport', de: 'Flughafen Zürich', fr: 'Aéroport de Zurich', es: 'Aeropuerto de Zúrich', it: 'Aeroporto di Zurigo' },
  DUB: { en: 'Dublin Airport', de: 'Flughafen Dublin', fr: 'Aéroport de Dublin', es: 'Aeropuerto de Dublín', it: 'Aeroporto di Dublino', ga: 'Aerfort Bhaile Átha Cliath' },
  ARN: { en: 'Stockholm Arlanda Airport', de: 'Flughafen Stockholm/Arlanda', fr: 'Aéroport de Stockholm-Arlanda', es: 'Aeropuerto de Estocolmo-Arlanda', it: 'Aeroporto di Stoccolma-Arlanda', sv: 'Stockholm-Arlanda flygplats' },
  BRU: { en: 'Brussels Airport', de: 'Flughafen Brüssel-Zaventem', fr: 'Aéroport de Bruxelles-National', es: 'Aeropuerto de Bruselas-Zaventem', it: 'Aeroporto di Bruxelles-National', nl: 'Brussels Airport' },
  BER: { en: 'Berlin Brandenburg Airport', de: 'Flughafen Berlin Brandenburg', fr: 'Aéroport de Berlin-Brandebourg', es: 'Aeropuerto de Berlín-Brandeburgo', it: 'Aeroporto di Berlino-Brandeburgo' },
  STN: { en: 'London Stansted Airport', de: 'Flughafen London-Stansted', fr: 'Aéroport de Londres-Stansted', es: 'Aeropuerto de Londres-Stansted', it: 'Aeroporto di Londra-Stansted' },
  ATH: { en: 'Athens International Airport', de: 'Flughafen Athen-Eleftherios Venizelos', fr: "Aéroport international d'Athènes Elefthérios-Venizélos", es: 'Aeropuerto Internacional de Atenas-Eleftherios Venizelos', it: 'Aeroporto Internazionale di Atene-Eleftherios Venizelos', el: 'Διεθνής Αερολιμένας Αθηνών «Ελευθέριος Βενιζέλος»' },
  LIS: { en: 'Lisbon Airport', de: 'Flughafen Lissabon', fr: 'Aéroport Humberto-Delgado de Lisbonne', es: 'Aeropuerto Humberto Delgado de Lisboa', it: 'Aeroporto di Lisbona', pt: 'Aeroporto Humberto Delgado' },
  VIE: { en: 'Vienna International Airport', de: 'Flughafen Wien-Schwechat', fr: 'Aéroport de Vienne-Schwechat', es: 'Aeropuerto Internacional de Viena', it: 'Aeroporto di Vienna-Schwechat' },
  MAN: { en: 'Manchester Airport', de: 'Flughafen Manchester', fr: 'Aéroport de Manchester', es: 'Aeropuerto de Mánchester', it: 'Aeroporto di Manchester' },
  MXP: { en: 'Milan Malpensa Airport', de: 'Flughafen Mailand-Malpensa', fr: 'Aéroport de Milan-Malpensa', es: 'Aeropuerto de Milán-Malpensa', it: 'Aeroporto di Milano-Malpensa' },
  SVO: { en: 'Sheremetyevo International Airport', de: 'Flughafen Moskau-Scheremetjewo', fr: 'Aéroport international Cheremetievo', es: 'Aeropuerto Internacional de Sheremétievo', it: "Aeroporto Internazionale di Mosca-Šeremet'evo", ru: 'Международный аэропорт Шереметьево' },
  PMI: { en: 'Palma de Mallorca Airport', de: 'Flughafen Palma de Mallorca', fr: 'Aéroport de Palma de Majorque', es: 'Aeropuerto de Palma de Mallorca', it: 'Aeroporto di Palma di Maiorca' },
  DME: { en: 'Moscow Domodedovo Airport', de: 'Flughafen Moskau-Domodedowo', fr: 'Aéroport international de Moscou-Domodedovo', es: 'Aeropuerto Internacional de Moscú-Domodédovo', it: 'Aeroporto di Mosca-Domodedovo', ru: 'Международный аэропорт Домодедово' },
  CAI: { en: 'Cairo International Airport', de: 'Flughafen Kairo', fr: 'Aéroport international du Caire', es: 'Aeropuerto Internacional de El Cairo', it: 'Aeroporto Internazionale del Cairo', ar: 'مطار القاهرة الدولي' },
  HEL: { en: 'Helsinki Airport', de: 'Flughafen Helsinki-Vantaa', fr: "Aéroport d'Helsinki-Vantaa", es: 'Aeropuerto de Helsinki-Vantaa', it: 'Aeroporto di Helsinki-Vantaa', fi: 'Helsinki-Vantaan lentoasema', sv: 'Helsingfors-Vanda flygplats' },
  GVA: { en: 'Geneva Airport', de: 'Flughafen Genf', fr: 'Aéroport de Genève', es: 'Aeropuerto de Ginebra', it: 'Aeroporto di Ginevra' },
  DUS: { en: 'Düsseldorf Airport', de: 'Flughafen Düsseldorf', fr: 'Aéroport de Düsseldorf', es: 'Aeropuerto de Düsseldorf', it: 'Aeroporto di Düsseldorf' },
  // JNB: de: the German Wikipedia titles it with the English name; "Flughafen Johannesburg" is the German pattern.
  JNB: { en: 'O. R. Tambo International Airport', de: 'Flughafen Johannesburg', fr: 'Aéroport international OR Tambo', es: 'Aeropuerto Internacional OR Tambo', it: 'Aeroporto Internazionale O. R. Tambo' },
  HAM: { en: 'Hamburg Airport', de: 'Flughafen Hamburg', fr: 'Aéroport de Hambourg', es: 'Aeropuerto de Hamburgo', it: 'Aeroporto di Amburgo' },
  AGP: { en: 'Málaga Airport', de: 'Flughafen Málaga', fr: 'Aéroport de Malaga-Costa del Sol', es: 'Aeropuerto de Málaga-Costa del Sol', it: 'Aeroporto di Malaga' },
  LTN: { en: 'Luton Airport', de: 'Flughafen London-Luton', fr: 'Aéroport de Londres-Luton', es: 'Aeropuerto de Londres-Luton', it: 'Aeroporto di Londra-Luton' },
  VKO: { en: 'Vnukovo International Airport', de: 'Flughafen Moskau-Wnukowo', fr: 'Aéroport international de Vnoukovo', es: 'Aeropuerto Internacional de Vnúkovo', it: 'Aeroporto di Mosca-Vnukovo', ru: 'Международный аэропорт Внуково' },
  WAW: { en: 'Warsaw Chopin Airport', de: 'Flughafen Warschau-Chopin', fr: 'Aéroport Frédéric-Chopin de Varsovie', es: 'Aeropuerto de Varsovia-Chopin', it: 'Aeroporto di Varsavia-Chopin', pl: 'Lotnisko Chopina w Warszawie' },
  NCE: { en: "Nice Côte d'Azur Airport", de: 'Flughafen Nizza', fr: "Aéroport de Nice-Côte d'Azur", es: 'Aeropuerto de Niza-Costa Azul', it: 'Aeroporto di Nizza-Costa Azzurra' },
  BUD: { en: 'Budapest Ferenc Liszt International Airport', de: 'Flughafen Budapest Liszt Ferenc', fr: 'Aéroport international de Budapest-Ferenc-Liszt', es: 'Aeropuerto Internacional de Budapest-Ferenc Liszt', it: 'Aeroporto di Budapest-Ferenc Liszt', hu: 'Budapest Liszt Ferenc nemzetközi repülőtér' },
  PRG: { en: 'Václav Havel Airport Prague', de: 'Flughafen Prag', fr: 'Aéroport de Prague-Václav-Havel', es: 'Aeropuerto de Praga-Václav Havel', it: 'Aeroporto di Praga-Václav Havel', cs: 'Letiště Václava Havla Praha' },
  EDI: { en: 'Edinburgh Airport', de: 'Flughafen Edinburgh', fr: "Aéroport d'Édimbourg", es: 'Aeropuerto de Edimburgo', it: 'Aeroporto di Edimburgo' },
  LED: { en: 'Pulkovo Airport', de: 'Flughafen Pulkowo', fr: 'Aéroport de Saint-Pétersbourg-Poulkovo', es: 'Aeropuerto de Púlkovo', it: 'Aeroporto di San Pietroburgo-Pulkovo', ru: 'Аэропорт Пулково' },
  BGY: { en: 'Milan Bergamo Airport', de: 'Flughafen Bergamo', fr: 'Aéroport de Bergame-Orio al Serio', es: 'Aeropuerto de Bérgamo-Orio al Serio', it: 'Aeroporto di Bergamo-Orio al Serio' },
  ALC: { en: 'Alicante–Elche Miguel Hernández Airport', de: 'Flughafen Alicante-Elche', fr: "Aéroport d'Alicante-Elche", es: 'Aeropuerto de Alicante-Elche Miguel Hernández', it: 'Aeroporto di Alicante-Elche' },
  LPA: { en: 'Gran Canaria Airport', de: 'Flughafen Gran Canaria', fr: 'Aéroport de Gran Canaria', es: 'Aeropuerto de Gran Canaria', it: 'Aeroporto di Gran Canaria' },
  ADD: { en: 'Addis Ababa Bole International Airport', de: 'Flughafen Addis Abeba', fr: 'Aéroport international de Bole', es: 'Aeropuerto Internacional de Bole', it: 'Aeroporto Internazionale di Addis Abeba-Bole', am: 'አዲስ አበባ ቦሌ ዓለም አቀፍ አየር ማረፊያ' },
  VCE: { en: 'Venice Marco Polo Airport', de: 'Flughafen Venedig', fr: 'Aéroport de Venise-Marco-Polo', es: 'Aeropuerto de Venecia-Marco Polo', it: 'Aeroporto di Venezia-Marco Polo' },
  LYS: { en: 'Lyon–Saint-Exupéry Airport', de: 'Flughafen Lyon Saint-Exupéry', fr: 'Aéroport de Lyon-Saint-Exupéry', es: 'Aeropuerto de Lyon-Saint Exupéry', it: 'Aeroporto di Lione-Saint-Exupéry' },
  OTP: { en: 'Henri Coandă International Airport', de: 'Flughafen Bukarest Henri Coandă', fr: 'Aéroport international Henri-Coandă de Bucarest', es: 'Aeropuerto Internacional Henri Coandă', it: 'Aeroporto di Bucarest-Henri Coandă', ro: 'Aeroportul Internațional Henri Coandă București' },
  CMN: { en: 'Mohammed V International Airport', de: 'Flughafen Casablanca', fr: 'Aéroport international Mohammed-V', es: 'Aeropuerto Internacional Mohammed V', it: 'Aeroporto di Casablanca-Mohammed V', ar: 'مطار محمد الخامس الدولي' },
  STR: { en: 'Stuttgart Airport', de: 'Flughafen Stuttgart', fr: 'Aéroport de Stuttgart', es: 'Aeropuerto de Stuttgart', it: 'Aeroporto di Stoccarda' },
  TLS: { en: 'Toulouse–Blagnac Airport', de: 'Flughafen Toulouse-Blagnac', fr: 'Aéroport de Toulouse-Blagnac', es: 'Aeropuerto de Toulouse-Blagnac', it: 'Aeroporto di Tolosa-Blagnac' },
  LIN: { en: 'Milan Linate Airport', de: 'Flughafen Mailand-Linate', fr: 'Aéroport de Milan-Linate', es: 'Aeropuerto de Milán-Linate', it: 'Aeroporto di Milano-Linate' },
  OPO: { en: 'Porto Airport', de: 'Flughafen Porto', fr: 'Aéroport de Porto', es: 'Aeropuerto Francisco Sá Carneiro', it: 'Aeroporto di Porto', pt: 'Aeroporto Francisco Sá Carneiro' },
  MRS: { en: 'Marseille Provence Airport', de: 'Flughafen Marseille-Provence', fr: 'Aéroport de Marseille-Provence', es: 'Aeropuerto de Marsella-Provenza', it: 'Aeroporto di Marsiglia-Provenza' },
  IBZ: { en: 'Ibiza Airport', de: 'Flughafen Ibiza', fr: "Aéroport d'Ibiza", es: 'Aeropuerto de Ibiza', it: 'Aeroporto di Ibiza' },
  BHX: { en: 'Birmingham Airport', de: 'Flughafen Birmingham', fr: 'Aéroport de Birmingham', es: 'Aeropuerto de Birmingham', it: 'Aeroporto di Birmingham' },
  GLA: { en: 'Glasgow Airport', de: 'Flughafen Glasgow', fr: 'Aéroport de Glasgow', es: 'Aeropuerto de Glasgow', it: 'Aeroporto di Glasgow' },
  CGN: { en: 'Cologne Bonn Airport', de: 'Flughafen Köln/Bonn', fr: 'Aéroport de Cologne/Bonn', es: 'Aeropuerto de Colonia/Bonn', it: 'Aeroporto di Colonia-Bonn' },
  ALG: { en: 'Houari Boumediene Airport', de: 'Flughafen Algier', fr: "Aéroport d'Alger-Houari-Boumédiène", es: 'Aeropuerto Internacional Houari Boumediene', it: 'Aeroporto di Algeri-Houari Boumediene', ar: 'مطار هواري بومدين الدولي' },
  LOS: { en: 'Murtala Muhammed International Airport', de: 'Flughafen Lagos', fr: 'Aéroport international Murtala-Muhammed', es: 'Aeropuerto Internacional Murtala Muhammed', it: 'Aeroporto Internazionale Murtala Muhammed' },
  TFS: { en: 'Tenerife South Airport', de: 'Flughafen Teneriffa Süd', fr: 'Aéroport de Tenerife-Sud', es: 'Aeropuerto de Tenerife Sur', it: 'Aeroporto di Tenerife-Sud' },
  BLQ: { en: 'Bologna Guglielmo Marconi Airport', de: 'Flughafen Bologna', fr: 'Aéroport de Bologne-Guglielmo-Marconi', es: 'Aeropuerto de Bolonia-Guglielmo Marconi', it: 'Aeroporto di Bologna-Borgo Panigale' },
  NBO: { en: 'Jomo Kenyatta International Airport', de: 'Flughafen Nairobi', fr: 'Aéroport international Jomo-Kenyatta', es: 'Aeropuerto Internacional Jomo Kenyatta', it: 'Aeroporto Internazionale Jomo Kenyatta', sw: 'Uwanja wa Ndege wa Kimataifa wa Jomo Kenyatta' },
  CTA: { en: 'Catania–Fontanarossa Airport', de: 'Flughafen Catania', fr: 'Aéroport de Catane-Fontanarossa', es: 'Aeropuerto de Catania-Fontanarossa', it: 'Aeroporto di Catania-Fontanarossa' },
  BRS: { en: 'Bristol Airport', de: 'Flughafen Bristol', fr: 'Aéroport de Bristol', es: 'Aeropuerto de Bristol', it: 'Aeroporto di Bristol' },
  // CRL: The TSV gives the city as Brussels; the airport is at Charleroi (Gosselies), about 50 km south of Brussels.
  CRL: { en: 'Brussels South Charleroi Airport', de: 'Flughafen Charleroi', fr: 'Aéroport de Charleroi Bruxelles-Sud', es: 'Aeropuerto de Bruselas-Charleroi', it: 'Aeroporto di Charleroi' },
  BGO: { en: 'Bergen Airport, Flesland', de: 'Flughafen Bergen', fr: 'Aéroport de Bergen-Flesland', es: 'Aeropuerto de Bergen-Flesland', it: 'Aeroporto di Bergen-Flesland', no: 'Bergen lufthavn, Flesland' },
  HER: { en: 'Heraklion International Airport "Nikos Kazantzakis"', de: 'Flughafen Iraklio', fr: "Aéroport international d'Héraklion", es: 'Aeropuerto Internacional de Heraklion', it: 'Aeroporto di Heraklion', el: 'Διεθνής Αερολιμένας Ηρακλείου «Νίκος Καζαντζάκης»' },
  // BSL: de: "EuroAirport" is part of the proper name, kept by the German article's title.
  BSL: { en: 'EuroAirport Basel Mulhouse Freiburg', de: 'EuroAirport Basel-Mulhouse-Freiburg', fr: 'Aéroport de Bâle-Mulhouse-Fribourg', es: 'Aeropuerto de Basilea-Mulhouse-Friburgo', it: 'Aeroporto di Basilea-Mulhouse-Friburgo' },
  BOD: { en: 'Bordeaux–Mérignac Airport', de: 'Flughafen Bordeaux-Mérignac', fr: 'Aéroport de Bordeaux-Mérignac', es: 'Aeropuerto de Burdeos-Mérignac', it: 'Aeroporto di Bordeaux-Mérignac' },
  FAO: { en: 'Faro Airport', de: 'Flughafen Faro', fr: 'Aéroport de Faro', es: 'Aeropuerto de Faro', it: 'Aeroporto di Faro', pt: 'Aeroporto de Faro' },
  NAP: { en: 'Naples International Airport', de: 'Flughafen Neapel', fr: 'Aéroport international de Naples', es: 'Aeropuerto de Nápoles-Capodichino', it: 'Aeroporto di Napoli-Capodichino' },
  SOF: { en: 'Vasil Levski Sofia Airport', de: 'Flughafen Sofia', fr: 'Aéroport de Sofia', es: 'Aeropuerto de Sofía', it: 'Aeroporto di Sofia', bg: 'Летище „Васил Левски“ – София' },
  GOT: { en: 'Göteborg Landvetter Airport', de: 'Flughafen Göteborg/Landvetter', fr: 'Aéroport de Göteborg-Landvetter', es: 'Aeropuerto de Gotemburgo-Landvetter', it: 'Aeroporto di Göteborg-Landvetter', sv: 'Göteborg-Landvetter flygplats' },
  SKG: { en: 'Thessaloniki Airport "Makedonia"', de: 'Flughafen Thessaloniki', fr: 'Aéroport international de Thessalonique-Macédoine', es: 'Aeropuerto Internacional de Tesalónica-Macedonia', it: 'Aeroporto di Salonicco-Macedonia', el: 'Κρατικός Αερολιμένας Θεσσαλονίκης «Μακεδονία»' },
  VLC: { en: 'Valencia Airport', de: 'Flughafen Valencia', fr: 'Aéroport de Valence', es: 'Aeropuerto de Valencia', it: 'Aeroporto di Valencia' },
  TUN: { en: 'Tunis–Carthage International Airport', de: 'Flughafen Tunis-Karthago', fr: 'Aéroport international de Tunis-Carthage', es: 'Aeropuerto Internacional de Túnez-Cartago', it: 'Aeroporto di Tunisi-Cartagine', ar: 'مطار تونس قرطاج الدولي' },
  CPT: { en: 'Cape Town International Airport', de: 'Flughafen Kapstadt', fr: 'Aéroport international du Cap', es: 'Aeropuerto Internacional de Ciudad del Cabo', it: 'Aeroporto Internazionale di Città del Capo' },
  // BFS: de: "Belfast International Airport" is the proper name (and the German article's title); no German form exists.
  BFS: { en: 'Belfast International Airport', de: 'Belfast International Airport', fr: 'Aéroport international de Belfast', es: 'Aeropuerto Internacional de Belfast', it: 'Aeroporto Internazionale di Belfast' },
  MLA: { en: 'Malta International Airport', de: 'Flughafen Malta', fr: 'Aéroport international de Malte', es: 'Aeropuerto Internacional de Malta', it: 'Aeroporto Internazionale di Malta', mt: "Ajruport Internazzjonali ta' Malta" },
  KEF: { en: 'Keflavík International Airport', de: 'Flughafen Keflavík', fr: 'Aéroport international de Keflavík', es: 'Aeropuerto Internacional de Keflavík', it: 'Aeroporto di Keflavík', is: 'Keflavíkurflugvöllur' },
  RHO: { en: 'Rhodes International Airport', de: 'Flughafen Rhodos', fr: 'Aéroport international de Rhodes-Diagoras', es: 'Aeropuerto Internacional de Rodas-Diágoras', it: 'Aeroporto di Rodi-Diagoras', el: 'Διεθνής Αερολιμένας Ρόδου «Διαγόρας»' },
  PSA: { en: 'Pisa International Airport', de: 'Flughafen Pisa', fr: 'Aéroport international de Pise', es: 'Aeropuerto de Pisa', it: 'Aeroporto di Pisa-San Giusto' },
  ACE: { en: 'César Manrique-Lanzarote Airport', de: 'Flughafen Lanzarote', fr: 'Aéroport de Lanzarote', es: 'Aeropuerto César Manrique-Lanzarote', it: 'Aeroporto di Lanzarote' },
  PMO: { en: 'Falcone Borsellino Airport', de: 'Flughafen Palermo', fr: 'Aéroport de Palerme-Punta Raisi', es: 'Aeropuerto de Palermo-Punta Raisi', it: 'Aeroporto di Palermo-Punta Raisi' },
  CIA: { en: 'Ciampino–G. B. Pastine International Airport', de: 'Flughafen Rom-Ciampino', fr: 'Aéroport de Rome-Ciampino', es: 'Aeropuerto de Roma-Ciampino', it: 'Aeroporto di Roma-Ciampino' },
  HAJ: { en: 'Hannover Airport', de: 'Flughafen Hannover-Langenhagen', fr: 'Aéroport de Hanovre-Langenhagen', es: 'Aeropuerto de Hannover', it: 'Aeroporto di Hannover' },
  NTE: { en: 'Nantes Atlantique Airport', de: 'Flughafen Nantes Atlantique', fr: 'Aéroport Nantes-Atlantique', es: 'Aeropuerto de Nantes Atlantique', it: 'Aeroporto di Nantes-Atlantique' },
  SVG: { en: 'Stavanger Airport, Sola', de: 'Flughafen Stavanger', fr: 'Aéroport de Stavanger-Sola', es: 'Aeropuerto de Stavanger-Sola', it: 'Aeroporto di Stavanger-Sola', no: 'Stavanger lufthavn, Sola' },
  NCL: { en: 'Newcastle International Airport', de: 'Flughafen Newcastle', fr: 'Aéroport international de Newcastle', es: 'Aeropuerto Internacional de Newcastle', it: 'Aeroporto di Newcastle' },
  BEG: { en: 'Belgrade Nikola Tesla Airport', de: 'Flughafen Belgrad', fr: 'Aéroport Nikola-Tesla de Belgrade', es: 'Aeropuerto de Belgrado-Nikola Tesla', it: 'Aeroporto di Belgrado-Nikola Tesla', sr: 'Аеродром Никола Тесла Београд' },
  AER: { en: 'Sochi International Airport', de: 'Flughafen Sotschi', fr: 'Aéroport international de Sotchi', es: 'Aeropuerto Internacional de Sochi', it: 'Aeroporto Internazionale di Soči', ru: 'Международный аэропорт Сочи' },
  BIO: { en: 'Bilbao Airport', de: 'Flughafen Bilbao', fr: 'Aéroport de Bilbao', es: 'Aeropuerto de Bilbao', it: 'Aeroporto di Bilbao' },
  TRD: { en: 'Trondheim Airport, Værnes', de: 'Flughafen Trondheim-Værnes', fr: 'Aéroport de Trondheim-Værnes', es: 'Aeropuerto de Trondheim-Værnes', it: 'Aeroporto di Trondheim-Værnes', no: 'Trondheim lufthavn, Værnes' },
  KRK: { en: 'Kraków John Paul II International Airport', de: 'Flughafen Johannes Paul II. Krakau-Balice', fr: 'Aéroport international Jean-Paul-II de Cracovie-Balice', es: 'Aeropuerto Internacional Juan Pablo II de Cracovia-Balice', it: 'Aeroporto Internazionale di Cracovia-Balice-Giovanni Paolo II', pl: 'Międzynarodowy Port Lotniczy im. Jana Pawła II Kraków-Balice' },
  RIX: { en: 'Riga International Airport', de: 'Flughafen Riga', fr: 'Aéroport international de Riga', es: 'Aeropuerto Internacional de Riga', it: 'Aeroporto Internazionale di Riga', lv: 'Starptautiskā lidosta "Rīga"' },
  EIN: { en: 'Eindhoven Airport', de: 'Flughafen Eindhoven', fr: "Aéroport d'Eindhoven", es: 'Aeropuerto de Eindhoven', it: 'Aeroporto di Eindhoven', nl: 'Eindhoven Airport' },
  SVQ: { en: 'Seville Airport', de: 'Flughafen Sevilla', fr: 'Aéroport de Séville', es: 'Aeropuerto de Sevilla', it: 'Aeroporto di Siviglia' },
  // KRT: Scheduled service was suspended in April 2023 (war in Sudan); the seats behind its rank may be from older schedules.
  KRT: { en: 'Khartoum International Airport', de: 'Flughafen Khartum', fr: 'Aéroport international de Khartoum', es: 'Aeropuerto Internacional de Jartum', it: 'Aeroporto Internazionale di Khartum', ar: 'مطار الخرطوم الدولي' },
  LPL: { en: 'Liverpool John Lennon Airport', de: 'Flughafen Liverpool', fr: 'Aéroport John-Lennon de Liverpool', es: 'Aeropuerto de Liverpool John Lennon', it: 'Aeroporto di Liverpool-John Lennon' },
  // Beyond the busiest: the listings write "Memmingen Allgau Airport", a name no source spells;
  // the airport's own name is Memmingen Airport (Allgäu Airport), as its Wikipedia articles title it.
  FMM: { en: 'Memmingen Airport', de: 'Flughafen Memmingen', fr: 'Aéroport de Memmingen', es: 'Aeropuerto de Memmingen', it: 'Aeroporto di Memmingen' },
  ABV: { en: 'Nnamdi Azikiwe International Airport', de: 'Flughafen Abuja', fr: 'Aéroport international Nnamdi-Azikiwe', es: 'Aeropuerto Internacional Nnamdi Azikiwe', it: 'Aeroporto Internazionale Nnamdi Azikiwe' },
};

// Titles not known; the language's pattern ("Flughafen <Stadt>", "Aéroport de <ville>",
// "Aeropuerto de <ciudad>", "Aeroporto di <città>") with the proper name untranslated:
//   de: JNB, NBO, LOS, ABV, CPT, ADD, KRT (the German Wikipedia titles several of these with
//       the English name; the German pattern is used instead)
//   fr: LED, OPO
//   es: LED, BRU, CRL
//   it: LED, CRL, BFS
// No local-language name where the operator's language is among the five: GB, IE (DUB has its
// Irish name), NG, ZA, and DE, AT, CH, FR, BE-Wallonia (CRL), ES, IT. Catalan
// and Basque names of Spanish airports (BCN, PMI, IBZ, ALC, VLC, BIO) are not given.
