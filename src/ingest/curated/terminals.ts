// Curated facts: the terminal each airline uses at the 100 busiest airports of the route table (by
// departures a month in data/airline-routes.csv; with a few of the next ones, so that a change of
// the table does not leave one out), as of 2026 (AS_OF in network-changes.ts). An
// airport lists its airlines by terminal, and gives the terminal of every other airline; where an
// airline splits its flights by where they go (domestic and international at US airports, Schengen
// and the rest in Europe), a rule by the other airport's country says which. Where an airline uses
// several terminals for one kind of flight, the one it uses most stands for them (said in `note`).
// Airports with one terminal, or whose buildings carry no terminal names, say so and name none: a
// leg there carries no terminal. Terminal names are those on the airport's signs, at most two
// letters or digits (the SSIM terminal field): 'I' for an International Terminal, 'D' Domestic,
// 'N'/'S' North/South, '2E' for Terminal 2E. A regional airline not listed uses the terminal of the
// partner it flies for (curated/airlines.ts `partner`).

/** A terminal by the country of the flight's other airport: domestic first, then Schengen, else `otherwise`. */
export interface SplitTerminal {
  /** Flights to and from the airport's own country (and, in the US, its territories). */
  domestic?: string;
  /** Flights to and from the other countries of the Schengen area. */
  schengen?: string;
  otherwise: string;
}

export type TerminalRule = string | SplitTerminal;

export interface AirportTerminals {
  airport: string;
  /** Where the facts come from: the airport's page. */
  source: string;
  /** Why no terminal is named there (one building, or terminals without names); then no rule. */
  none?: string;
  /** Each terminal (or rule) with the airlines that use it, as space-separated IATA codes. */
  airlines?: readonly (readonly [TerminalRule, string])[];
  /** The terminal of every other airline. */
  otherwise?: TerminalRule;
  note?: string;
}

/** Countries of the Schengen area (with Bulgaria and Romania since 2025), by ISO 3166-1 code. */
export const SCHENGEN_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG CH CZ DE DK EE ES FI FR GR HR HU IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(' '),
);

/**
 * Countries whose flights count as domestic at an airport of the key country: at US airports the US
 * territories (no customs) and Canada, whose airports clear US customs before departure
 * (preclearance), so that its flights arrive at domestic gates and leave from them.
 */
export const DOMESTIC_ALSO: Readonly<Record<string, readonly string[]>> = {
  US: ['PR', 'VI', 'GU', 'AS', 'MP', 'CA'],
};

const dom = (domestic: string, otherwise: string): SplitTerminal => ({ domestic, otherwise });
const sch = (schengen: string, otherwise: string): SplitTerminal => ({ schengen, otherwise });
const wiki = (page: string) => `https://en.wikipedia.org/wiki/${page}`;
const one = (airport: string, page: string, none: string): AirportTerminals => ({ airport, source: wiki(page), none });

export const AIRPORT_TERMINALS: readonly AirportTerminals[] = [
  // --- North America ---
  {
    airport: 'ATL', source: wiki('Hartsfield–Jackson_Atlanta_International_Airport'),
    airlines: [[dom('S', 'I'), 'DL']],
    otherwise: dom('N', 'I'),
    note: 'Domestic Terminal South (Delta) and North (the other airlines); every international flight at the Maynard H. Jackson International Terminal',
  },
  {
    airport: 'ORD', source: wiki("O'Hare_International_Airport"),
    airlines: [[dom('1', '5'), 'UA'], [dom('3', '5'), 'AA'], ['2', 'AC'], ['3', 'AS']],
    otherwise: '5',
    note: 'Terminal 5 holds Delta (since October 2022), Southwest, JetBlue, Spirit, Frontier, the international airlines and almost every international flight, those of United and American too, but for their flights to and from Canada (US preclearance)',
  },
  {
    airport: 'DFW', source: wiki('Dallas_Fort_Worth_International_Airport'),
    airlines: [[dom('A', 'D'), 'AA'], ['E', 'AC WS']],
    otherwise: dom('E', 'D'),
    note: 'American flies domestic flights from A, B, C and D (A stands for them) and international ones from D; the other US airlines use E, international airlines D',
  },
  {
    airport: 'LAX', source: wiki('Los_Angeles_International_Airport'),
    airlines: [['1', 'WN B6 G4 SY VB'], ['2', 'AM WS EI NK'], ['3', 'DL VS'], ['4', 'AA'], ['6', 'AS HA AC'], ['7', 'UA']],
    otherwise: dom('6', 'B'),
    note: 'Terminal 5 closed on 28 October 2025 to be rebuilt by 2028: JetBlue moved to Terminal 1, Spirit to 2, American wholly to 4. Delta uses Terminals 2 and 3 (3 stands for them); the international airlines use the Tom Bradley International Terminal (B)',
  },
  {
    airport: 'DEN', source: wiki('Denver_International_Airport'),
    none: 'one terminal (Jeppesen Terminal) with concourses A, B and C',
  },
  one('CLT', 'Charlotte_Douglas_International_Airport', 'one terminal with concourses A to E'),
  {
    airport: 'IAH', source: wiki('George_Bush_Intercontinental_Airport'),
    airlines: [['C', 'UA']],
    otherwise: dom('A', 'D'),
    note: 'United uses Terminals C, E and B (C stands for them); other US and Canadian airlines Terminal A, international airlines Terminal D',
  },
  {
    airport: 'YYZ', source: wiki('Toronto_Pearson_International_Airport'),
    airlines: [['1', 'AC UA LH OS LX TK LO SN AI ET MS NH OZ BR CM AV EK SQ TP A3']],
    otherwise: '3',
    note: 'Terminal 1: Air Canada and its Star Alliance partners; Terminal 3: WestJet, American, Delta and the other airlines',
  },
  {
    airport: 'JFK', source: wiki('John_F._Kennedy_International_Airport'),
    airlines: [
      ['1', 'LH AF KE AZ TK MU CA SV OZ CI AM TP AR'],
      ['4', 'DL VS KL EK LX EY BW AI SQ LY'],
      ['5', 'B6 EI'],
      ['7', 'NH AS FI'],
      ['8', 'AA BA IB JL QR CX AY RJ'],
    ],
    otherwise: '4',
    note: 'British Airways moved to Terminal 8 in 2022; the New Terminal One and Terminal 6 open in stages from 2026',
  },
  {
    airport: 'EWR', source: wiki('Newark_Liberty_International_Airport'),
    airlines: [['C', 'UA'], ['A', 'AA AC B6 DL AS WN'], ['B', 'NK G4 LH BA VS SK TP EI LX PD']],
    otherwise: 'B',
    note: 'The new Terminal A (January 2023) holds Air Canada, American, JetBlue, Delta (from its second phase in 2023) and some United flights (United flies mostly from C, which stands for them); Terminal B the international airlines',
  },
  {
    airport: 'SEA', source: wiki('Seattle–Tacoma_International_Airport'),
    none: 'one terminal with concourses A to D and the N and S satellites',
  },
  {
    airport: 'MSP', source: wiki('Minneapolis–Saint_Paul_International_Airport'),
    airlines: [['2', 'SY WN F9 FI DE']],
    otherwise: '1',
    note: 'Terminal 1 (Lindbergh): Delta and most airlines; Terminal 2 (Humphrey): Sun Country, Southwest, Frontier, Icelandair, Condor',
  },
  {
    airport: 'PHX', source: wiki('Phoenix_Sky_Harbor_International_Airport'),
    airlines: [['4', 'AA WN BA']],
    otherwise: dom('3', '4'),
    note: 'Terminal 4: American, Southwest and the international flights; Terminal 3: the other US airlines (Terminal 2 closed in 2020)',
  },
  {
    airport: 'SFO', source: wiki('San_Francisco_International_Airport'),
    airlines: [[dom('3', 'I'), 'UA'], ['1', 'WN B6 F9 AC AS DL'], ['2', 'AA']],
    otherwise: dom('1', 'I'),
    note: 'Harvey Milk Terminal 1 holds Alaska since June 2024, Delta, Southwest, JetBlue, Air Canada and Frontier; international airlines use the International Terminal (I), where United flies its international flights from the G gates',
  },
  {
    airport: 'DTW', source: wiki('Detroit_Metropolitan_Airport'),
    airlines: [['M', 'DL KL AF VS']],
    otherwise: 'E',
    note: 'McNamara Terminal (M): Delta and its partners; Evans Terminal (E, the North Terminal until 2023): the other airlines',
  },
  {
    airport: 'LGA', source: wiki('LaGuardia_Airport'),
    airlines: [['C', 'DL'], ['A', 'NK']],
    otherwise: 'B',
    note: 'Terminal B: American, United, Air Canada, Southwest, JetBlue, Frontier, WestJet; Terminal C: Delta; Marine Air Terminal (A): Spirit',
  },
  {
    airport: 'BOS', source: wiki('Logan_International_Airport'),
    airlines: [[dom('A', 'E'), 'DL WN'], [dom('C', 'E'), 'B6 9K'], ['B', 'AA UA AC AS NK']],
    otherwise: dom('B', 'E'),
    note: 'Terminal E is the international terminal: every flight that clears customs, and the international airlines',
  },
  {
    airport: 'MEX', source: wiki('Mexico_City_International_Airport'),
    airlines: [['2', 'AM DL LA CM P5']],
    otherwise: '1',
    note: 'Terminal 2: Aeroméxico, Delta, LATAM, Copa and Wingo; Terminal 1: the other airlines, Volaris and Viva Aerobus among them',
  },
  {
    airport: 'LAS', source: wiki('Harry_Reid_International_Airport'),
    airlines: [['1', 'WN AA F9 G4 NK SY DL'], ['3', 'UA AS B6 HA']],
    otherwise: dom('1', '3'),
    note: 'Terminal 3 holds the international flights',
  },
  {
    airport: 'PHL', source: wiki('Philadelphia_International_Airport'),
    airlines: [[dom('B', 'A'), 'AA'], ['D', 'DL UA NK AS AC'], ['E', 'WN F9 B6']],
    otherwise: dom('E', 'A'),
    note: 'American uses Terminals B, C and F for domestic flights (B stands for them) and A for international ones, where the international airlines are',
  },
  {
    airport: 'MIA', source: wiki('Miami_International_Airport'),
    airlines: [['N', 'AA BA IB QR AY'], ['C', 'UA NK LA JJ AM'], ['S', 'DL AF KL VS LH AC']],
    otherwise: 'C',
    note: 'North Terminal (concourse D): American and oneworld; Central (E, F, G); South (H, J)',
  },
  {
    airport: 'MCO', source: wiki('Orlando_International_Airport'),
    airlines: [['A', 'WN DL F9 AC SY'], ['B', 'AA UA NK AS WS CM'], ['C', 'B6 LH BA EI AD G3 BW EK FI MX']],
    otherwise: 'B',
    note: 'Terminal C opened in September 2022 for JetBlue, Aer Lingus, Azul, Breeze, British Airways, Caribbean, Emirates, GOL, Icelandair, Lufthansa and Norse; Terminals A and B are the two sides of the main terminal',
  },
  {
    airport: 'DCA', source: wiki('Ronald_Reagan_Washington_National_Airport'),
    airlines: [['1', 'WN F9 SY']],
    otherwise: '2',
    note: 'Terminal 1 (concourse A): Southwest, Frontier, Sun Country; Terminal 2 (B, C and E): the others',
  },
  {
    airport: 'FLL', source: wiki('Fort_Lauderdale–Hollywood_International_Airport'),
    airlines: [['1', 'WN NK UA'], ['2', 'DL AC'], ['3', 'B6 AA']],
    otherwise: '4',
    note: 'Terminal 4 holds the international airlines',
  },
  one('SLC', 'Salt_Lake_City_International_Airport', 'one terminal (opened 2020) with concourses A and B'),
  {
    airport: 'YVR', source: wiki('Vancouver_International_Airport'),
    airlines: [['S', '8P']],
    otherwise: 'M',
    note: 'The Main Terminal (M) holds the domestic, US and international piers; the South Terminal (S) small regional airlines such as Pacific Coastal',
  },
  one('IAD', 'Washington_Dulles_International_Airport', 'one main terminal with midfield concourses A to D'),
  one('BWI', 'Baltimore/Washington_International_Airport', 'one terminal with concourses A to E'),
  one('MDW', 'Chicago_Midway_International_Airport', 'one terminal with concourses A to C'),
  one('PDX', 'Portland_International_Airport', 'one terminal with concourses B to E'),
  one('YUL', 'Montréal–Trudeau_International_Airport', 'one terminal with domestic, transborder and international sections'),
  one('YYC', 'Calgary_International_Airport', 'one terminal with domestic, transborder and international sections'),
  {
    airport: 'SAN', source: wiki('San_Diego_International_Airport'),
    airlines: [['1', 'WN F9 G4']],
    otherwise: '2',
    note: 'The new Terminal 1 opened in 2025 for Southwest and the low-cost airlines; Terminal 2 holds the others and the international flights',
  },
  {
    airport: 'STL', source: wiki('St._Louis_Lambert_International_Airport'),
    airlines: [['2', 'WN']],
    otherwise: '1',
    note: 'Terminal 2: Southwest and the international arrivals; Terminal 1: the other airlines',
  },
  // --- Latin America ---
  {
    airport: 'BOG', source: wiki('El_Dorado_International_Airport'),
    airlines: [['2', '9R']],
    otherwise: '1',
    note: 'Terminal 2 (the former Puente Aéreo) for Satena; Terminal 1 for every other airline',
  },
  one('CGH', 'São_Paulo–Congonhas_Airport', 'one terminal'),
  {
    airport: 'GRU', source: wiki('São_Paulo/Guarulhos_International_Airport'),
    airlines: [['1', 'AD 2Z'], ['2', 'G3'], [dom('2', '3'), 'JJ LA']],
    otherwise: '3',
    note: 'Terminal 3 holds most international flights',
  },
  // --- Europe ---
  {
    airport: 'LHR', source: wiki('Heathrow_Airport'),
    airlines: [
      ['2', 'LH LX OS SN LO TP A3 OU UA AC SQ NH TK AI ET MS OZ CA BR TG SA AV EI EW FI EN'],
      ['3', 'AA DL VS EK CX JL QF AY RJ SK LA JJ'],
      ['4', 'QR MH AF KL KE VN CZ MU SV ME GF KQ RO UL KU WY PK BG TU AT LY HY J2 MK GA AZ'],
      ['5', 'BA IB VY'],
    ],
    otherwise: '4',
    note: 'British Airways flies most flights from Terminal 5 and some from 3; American, Delta, Virgin Atlantic and Emirates use Terminal 3',
  },
  {
    airport: 'CDG', source: wiki('Charles_de_Gaulle_Airport'),
    airlines: [
      [sch('2F', '2E'), 'AF KL'],
      ['2E', 'DL JL KE MU CZ VN'],
      ['2A', 'AA'],
      ['2B', 'BA IB AY EI'],
      ['2C', 'EK'],
      ['2D', 'U2'],
    ],
    otherwise: '1',
    note: 'Air France and KLM: Schengen flights from 2F, the others from 2E (regional ones from 2G); Terminal 1 holds the Star Alliance and most foreign airlines',
  },
  {
    airport: 'FRA', source: wiki('Frankfurt_Airport'),
    airlines: [['1', 'LH EN OS LX SN LO TP A3 OU UA AC TK SQ NH ET AI MS OZ TG CA BR SA DE']],
    otherwise: '3',
    note: 'Terminal 1: Lufthansa, its Star Alliance partners and Condor (which moves to Terminal 3 in summer 2027); Terminal 3 opened on 22 April 2026 and took the 57 airlines of Terminal 2 by June, which closed for about five years of renovation',
  },
  one('AMS', 'Amsterdam_Airport_Schiphol', 'one terminal with departure halls 1 to 3'),
  one('IST', 'Istanbul_Airport', 'one terminal (since 2019)'),
  {
    airport: 'MAD', source: wiki('Adolfo_Suárez_Madrid–Barajas_Airport'),
    airlines: [['4', 'IB VY BA AA LA QR AY RJ EK CX JL I2'], ['2', 'LH AF KL LX TP SN OS LO A3 AZ AT']],
    otherwise: '1',
    note: 'Terminal 4 (with its satellite 4S): Iberia and oneworld; Terminals 1, 2 and 3 the others',
  },
  {
    airport: 'MUC', source: wiki('Munich_Airport'),
    airlines: [['2', 'LH EN LX OS SN A3 LO TP UA AC SQ TG NH OU LG CA ET MS TK AI EW 4Y']],
    otherwise: '1',
    note: 'Terminal 2: Lufthansa and the Star Alliance; Terminal 1 the others',
  },
  {
    airport: 'FCO', source: wiki('Leonardo_da_Vinci_Rome_Fiumicino_Airport'),
    airlines: [['1', 'AZ AF KL A3 BT UX KM EW IB LG DY D8 FR TP V7 VY W6 XZ']],
    otherwise: '3',
    note: 'Terminal 1: ITA Airways, Air France-KLM and the European airlines named; Terminal 3 (with the satellite 5 for some US and Israel flights, checked in at 3): the others',
  },
  {
    airport: 'BCN', source: wiki('Josep_Tarradellas_Barcelona–El_Prat_Airport'),
    airlines: [['2', 'FR U2 W6 LS D8']],
    otherwise: '1',
  },
  {
    airport: 'LGW', source: wiki('Gatwick_Airport'),
    airlines: [['S', 'BA FR D8 DY VS'], ['N', 'U2 VY EK TK TP BY']],
    otherwise: 'N',
    note: 'easyJet flies from both terminals (North stands for them)',
  },
  {
    airport: 'CPH', source: wiki('Copenhagen_Airport'),
    airlines: [['3', 'SK']],
    otherwise: '2',
    note: 'Terminals 2 and 3 are check-in halls of one building with one airside',
  },
  one('OSL', 'Oslo_Airport,_Gardermoen', 'one terminal'),
  {
    airport: 'ORY', source: wiki('Orly_Airport'),
    airlines: [['2', 'AF A5'], ['3', 'TO U2 VY'], ['1', 'AT AH TU SS XK TX BF']],
    otherwise: '4',
    note: 'Orly 1, 2 and 3 are the halls of the former West terminal; Orly 4 the former South terminal',
  },
  {
    airport: 'ARN', source: wiki('Stockholm_Arlanda_Airport'),
    airlines: [[dom('4', '5'), 'SK DY 2N']],
    otherwise: '5',
    note: 'Terminal 5 holds the international flights, Terminal 4 the domestic ones',
  },
  one('ZRH', 'Zurich_Airport', 'one terminal building (the Airside Center) with docks A, B/D and E; check-in 1 to 3 are halls'),
  {
    airport: 'DUB', source: wiki('Dublin_Airport'),
    airlines: [['2', 'EI UA AA DL EK EY AC WS']],
    otherwise: '1',
    note: 'Terminal 2: Aer Lingus and the flights to North America (US preclearance); Terminal 1 the others',
  },
  one('BRU', 'Brussels_Airport', 'one terminal with piers A and B'),
  one('ATH', 'Athens_International_Airport', 'one terminal with a satellite'),
  one('DME', 'Moscow_Domodedovo_Airport', 'one terminal'),
  {
    airport: 'VIE', source: wiki('Vienna_International_Airport'),
    airlines: [['3', 'OS LH LX SN EW LO TK A3 TP OU ET']],
    otherwise: '1',
    note: 'Terminal 3: Austrian Airlines and the Star Alliance; Terminal 1 (with 1A) the others',
  },
  {
    airport: 'LIS', source: wiki('Lisbon_Airport'),
    airlines: [['2', 'FR']],
    otherwise: '1',
    note: 'Terminal 2 serves Ryanair; Terminal 1 every other airline',
  },
  one('SAW', 'Sabiha_Gökçen_International_Airport', 'one terminal'),
  {
    airport: 'BER', source: wiki('Berlin_Brandenburg_Airport'),
    airlines: [['2', 'FR']],
    otherwise: '1',
    note: 'Terminal 2 (2022) serves Ryanair; Terminal 1 every other airline; Terminal 5, the former Schönefeld, closed in 2021',
  },
  // --- Middle East and Africa ---
  {
    airport: 'DXB', source: wiki('Dubai_International_Airport'),
    airlines: [['3', 'EK QF'], ['2', 'FZ']],
    otherwise: '1',
    note: 'Terminal 3: Emirates (and Qantas); Terminal 2: flydubai; Terminal 1: the other airlines',
  },
  one('DOH', 'Hamad_International_Airport', 'one terminal'),
  {
    airport: 'JED', source: wiki('King_Abdulaziz_International_Airport'),
    airlines: [['1', 'SV XY F3']],
    otherwise: 'N',
    note: 'Terminal 1 (2019): Saudia, flynas, flyadeal; the North Terminal (N): foreign airlines',
  },
  {
    airport: 'RUH', source: wiki('King_Khalid_International_Airport'),
    airlines: [[dom('5', '4'), 'SV'], [dom('5', '2'), 'XY F3']],
    otherwise: '2',
    note: 'Terminal 5: domestic flights; Terminals 3 and 4: Saudia international; Terminals 1 and 2: foreign airlines',
  },
  {
    airport: 'JNB', source: wiki('O._R._Tambo_International_Airport'),
    otherwise: dom('B', 'A'),
    note: 'Terminal A: international flights; Terminal B: domestic flights',
  },
  // --- Asia and Oceania ---
  {
    airport: 'PEK', source: wiki('Beijing_Capital_International_Airport'),
    airlines: [
      ['3', 'CA ZH SC NX KA UA NH OZ TG SQ LH AC OS LX SK TK ET MS AA BA CX JL QR AY QF MH EK EY AI BR'],
      ['2', 'HU GS JD PN 8L UQ FU Y8 CZ MU MF FM KE DL AF KL SU VN GA CI'],
    ],
    otherwise: dom('2', '3'),
    note: 'Terminal 3: Air China (which moved some domestic flights to Terminal 2 in 2021; 3 stands for them) and its partners; Terminal 2: the Hainan group and the others. China Southern and China Eastern moved most flights to Daxing (PKX) from 2019',
  },
  {
    airport: 'PVG', source: wiki('Shanghai_Pudong_International_Airport'),
    airlines: [['1', 'MU FM KE DL AF KL VN CI MF GA AM SU']],
    otherwise: '2',
    note: 'Terminal 1: China Eastern and SkyTeam; Terminal 2: Air China, China Southern, Star Alliance, oneworld and the others',
  },
  {
    airport: 'CAN', source: wiki('Guangzhou_Baiyun_International_Airport'),
    airlines: [['2', 'CZ MF OQ KE AF KL VN GA SV KQ'], [dom('3', '1'), 'MU FM KN HO BK CA ZH KY SC']],
    otherwise: '1',
    note: 'Terminal 2: China Southern, its group and the SkyTeam airlines; Terminal 3 (opened 30 October 2025): the domestic flights of China Eastern, Juneyao and Okay, then of Air China, Shenzhen, Kunming and Shandong (January 2026), whose international flights stay in Terminal 1 with the other airlines',
  },
  {
    airport: 'HND', source: wiki('Haneda_Airport'),
    airlines: [[dom('1', '3'), 'JL BC NU 7G'], [dom('2', '3'), 'NH HD 6J']],
    otherwise: dom('1', '3'),
    note: 'Terminal 1: JAL group and Skymark; Terminal 2: ANA group; Terminal 3: international flights',
  },
  {
    airport: 'NRT', source: wiki('Narita_International_Airport'),
    airlines: [['2', 'JL AA BA CX QF AY IB MH QR'], ['3', 'GK IJ JW JQ']],
    otherwise: '1',
    note: 'Terminal 1: ANA, the Star Alliance and SkyTeam; Terminal 2: JAL and oneworld; Terminal 3: low-cost airlines',
  },
  {
    airport: 'CGK', source: wiki('Soekarno–Hatta_International_Airport'),
    airlines: [['3', 'GA'], ['1', 'JT IW QG']],
    otherwise: dom('2', '3'),
    note: 'Terminal 3: Garuda and most international flights; Terminal 1: Lion Air, Wings Air and Citilink domestic; Terminal 2: the others',
  },
  {
    airport: 'KUL', source: wiki('Kuala_Lumpur_International_Airport'),
    airlines: [['2', 'AK D7 QZ XT Z2 FD']],
    otherwise: '1',
    note: 'Terminal 2 (klia2): the AirAsia group; Terminal 1: Malaysia Airlines and the others',
  },
  one('KMG', 'Kunming_Changshui_International_Airport', 'one terminal'),
  {
    airport: 'HKG', source: wiki('Hong_Kong_International_Airport'),
    otherwise: '1',
    note: 'Every airline flies from Terminal 1; Terminal 2 is being rebuilt (its check-in hall reopened in 2025, the gates stay those of Terminal 1)',
  },
  {
    airport: 'SIN', source: wiki('Singapore_Changi_Airport'),
    airlines: [['3', 'SQ MI UA GA'], ['2', 'AI IX NH EY'], ['4', 'AK QZ FD CX VN KE VJ']],
    otherwise: '1',
    note: 'Singapore Airlines departs from Terminal 2 to South-East and South Asia and from Terminal 3 to the rest (3 stands for them: four departures in five); Terminal 1: Scoot, oneworld and most others',
  },
  {
    airport: 'CTU', source: wiki('Chengdu_Shuangliu_International_Airport'),
    airlines: [['1', '3U']],
    otherwise: '2',
    note: 'International flights moved to Tianfu (TFU) in 2021',
  },
  one('BKK', 'Suvarnabhumi_Airport', 'one terminal with the SAT-1 satellite'),
  {
    airport: 'XIY', source: wiki("Xi'an_Xianyang_International_Airport"),
    airlines: [['2', 'HU GS JD']],
    otherwise: '3',
  },
  {
    airport: 'DEL', source: wiki('Indira_Gandhi_International_Airport'),
    airlines: [['3', 'AI UK']],
    otherwise: dom('1', '3'),
    note: 'Terminal 3: Air India and every international flight; Terminal 1 (expanded in 2025): IndiGo, SpiceJet, Akasa and the other domestic flights, with those of Terminal 2 while it is refurbished (from April 2025)',
  },
  {
    airport: 'ICN', source: wiki('Incheon_International_Airport'),
    airlines: [['2', 'KE OZ LJ RS BX GA DL MF CI AM AF KL SK']],
    otherwise: '1',
    note: 'Terminal 2: Korean Air, Asiana (since 14 January 2026), Jin Air, Air Seoul, Air Busan and the SkyTeam airlines; Terminal 1: the others',
  },
  {
    airport: 'SYD', source: wiki('Sydney_Airport'),
    airlines: [[dom('3', '1'), 'QF'], [dom('2', '1'), 'VA JQ ZL TT']],
    otherwise: '1',
    note: 'Terminal 1: international flights; Terminal 2: domestic flights other than Qantas; Terminal 3: Qantas domestic',
  },
  one('SZX', "Shenzhen_Bao'an_International_Airport", 'one terminal (T3)'),
  {
    airport: 'CKG', source: wiki('Chongqing_Jiangbei_International_Airport'),
    otherwise: '3',
  },
  {
    airport: 'SHA', source: wiki('Shanghai_Hongqiao_International_Airport'),
    airlines: [['1', '9C']],
    otherwise: dom('2', '1'),
    note: 'Terminal 1: the international and regional flights, and Spring Airlines; Terminal 2: the other domestic flights',
  },
  {
    airport: 'MNL', source: wiki('Ninoy_Aquino_International_Airport'),
    airlines: [[dom('2', '1'), 'PR'], ['3', '5J DG Z2'], ['4', 'T6 M8']],
    otherwise: '1',
  },
  {
    airport: 'HGH', source: wiki('Hangzhou_Xiaoshan_International_Airport'),
    airlines: [['3', 'CA ZH SC']],
    otherwise: '4',
    note: 'Terminal 4 (2022) holds most flights',
  },
  {
    airport: 'DMK', source: wiki('Don_Mueang_International_Airport'),
    otherwise: dom('2', '1'),
    note: 'Terminal 1: international flights; Terminal 2: domestic flights',
  },
  {
    airport: 'MEL', source: wiki('Melbourne_Airport'),
    airlines: [[dom('1', '2'), 'QF'], [dom('3', '2'), 'VA'], [dom('4', '2'), 'JQ TT ZL']],
    otherwise: '2',
    note: 'Terminal 2: international flights',
  },
  {
    airport: 'SGN', source: wiki('Tan_Son_Nhat_International_Airport'),
    airlines: [[dom('3', '2'), 'VN']],
    otherwise: dom('1', '2'),
    note: 'Terminal 2: international flights; Terminal 3 (April 2025): Vietnam Airlines domestic (but for its ATR flights to Con Dao, Ca Mau and Rach Gia); Terminal 1: the other domestic flights',
  },
  {
    airport: 'TPE', source: wiki('Taoyuan_International_Airport'),
    airlines: [['1', 'CI AE'], ['2', 'BR']],
    otherwise: '1',
    note: 'China Airlines uses both terminals (1 stands for them, as in its curated hub); EVA Air Terminal 2',
  },
  {
    airport: 'CGO', source: wiki('Zhengzhou_Xinzheng_International_Airport'),
    otherwise: '2',
    note: 'Terminal 2 holds the flights',
  },
  {
    airport: 'BOM', source: wiki('Chhatrapati_Shivaji_Maharaj_International_Airport'),
    airlines: [['2', 'AI UK SG']],
    otherwise: dom('1', '2'),
    note: 'Terminal 2: Air India, SpiceJet (since 2019) and every international flight; Terminal 1: the other domestic flights, those of IndiGo among them',
  },
  {
    airport: 'NKG', source: wiki('Nanjing_Lukou_International_Airport'),
    airlines: [['1', 'MU FM']],
    otherwise: '2',
  },
  {
    airport: 'BNE', source: wiki('Brisbane_Airport'),
    otherwise: dom('D', 'I'),
    note: 'Domestic Terminal (D) and International Terminal (I)',
  },
  {
    airport: 'CSX', source: wiki('Changsha_Huanghua_International_Airport'),
    otherwise: '2',
  },
  {
    airport: 'WUH', source: wiki('Wuhan_Tianhe_International_Airport'),
    otherwise: '3',
    note: 'Terminal 3 holds every flight since 2017',
  },
  {
    airport: 'XMN', source: wiki('Xiamen_Gaoqi_International_Airport'),
    airlines: [[dom('4', '3'), 'MF']],
    otherwise: '3',
  },
  one('TAO', 'Qingdao_Jiaodong_International_Airport', 'one terminal (opened 2021)'),
  {
    airport: 'URC', source: wiki('Ürümqi_Tianshan_International_Airport'),
    otherwise: '4',
    note: 'The new Terminal 4 (2025) took the flights of Terminals 1 to 3',
  },
  {
    airport: 'KIX', source: wiki('Kansai_International_Airport'),
    airlines: [['2', 'MM']],
    otherwise: '1',
    note: 'Terminal 2 is the low-cost terminal of Peach; Terminal 1 holds every other airline',
  },
  {
    airport: 'FUK', source: wiki('Fukuoka_Airport'),
    otherwise: dom('D', 'I'),
    note: 'Domestic Terminal (D) and International Terminal (I)',
  },
  {
    airport: 'TSN', source: wiki('Tianjin_Binhai_International_Airport'),
    otherwise: dom('2', '1'),
    note: 'Terminal 1: international flights; Terminal 2: domestic flights',
  },
  {
    airport: 'SUB', source: wiki('Juanda_International_Airport'),
    airlines: [['2', 'GA QG']],
    otherwise: dom('1', '2'),
    note: 'Terminal 1: Lion group domestic; Terminal 2: Garuda, Citilink and every international flight',
  },
];
