// Curated facts: the passenger fleets of the airlines that carry 95 % of the route table's seats, as
// they fly in 2026 (AS_OF in network-changes.ts): each type with the seats the airline typically
// fits and roughly how many it operates, and which types regional partners fly under its code.
// The network schedule flies an airline only on these types (aircraft.ts). Counts are rounded
// fleet sizes, for the mix of types, not a register; a type an airline flies in two quite
// different layouts (American's three-class A321T beside its A321s) is listed once per layout.
// COMAC types (C909, C919) are left out: the generator has no performance for them, and the
// Chinese airlines' other types cover their routes.
//
// Written compactly, one airline a line: `TYPE/SEATS/COUNT` separated by spaces, where the type
// is prefixed with `*` when regional partners fly it under the airline's code (American Eagle,
// Delta Connection, United Express, Air Canada Express, QantasLink, HOP, KLM Cityhopper …), so
// that flight numbers can go in the regional range; and with `+` when the airline also puts that
// wide-body on its busiest short trunk routes beside narrow-bodies (Qantas' A330s SYD–MEL,
// Japanese and Chinese domestic trunks, Cathay Pacific's regional routes).

export interface FleetType {
  /** IATA aircraft type code (aircraft-types.ts). */
  type: string;
  /** Seats in the airline's typical layout of the type. */
  seats: number;
  /** Aircraft in service, rounded: weights the mix of types. */
  count: number;
  /** Flown for the airline by a regional partner under its code. */
  partner: boolean;
  /** A wide-body the airline also flies on its busiest short trunk routes. */
  trunk: boolean;
}

export interface AirlineFleetTable {
  airline: string;
  types: readonly FleetType[];
  source: string;
}

const WIKI = 'https://en.wikipedia.org/wiki/';

function fleet(airline: string, page: string, text: string): AirlineFleetTable {
  const types = text.trim().split(/\s+/).map((item): FleetType => {
    const m = /^([*+]?)([A-Z0-9]{3})\/(\d+)\/(\d+)$/.exec(item);
    if (!m) throw new Error(`fleets.ts: bad entry ${item} for ${airline}`);
    return { type: m[2]!, seats: Number(m[3]), count: Number(m[4]), partner: m[1] === '*', trunk: m[1] === '+' };
  });
  return { airline, types, source: page.startsWith('http') ? page : WIKI + page };
}

export const FLEETS: readonly AirlineFleetTable[] = [
  // --- North America ---
  fleet('AA', 'American_Airlines_fleet', '319/128/133 320/150/48 321/190/218 321/102/14 32Q/196/85 738/172/303 7M8/172/150 772/273/47 77W/304/20 788/234/37 789/285/22 *E75/76/210 *CR9/76/120 *CR7/65/70 *ER4/50/55'),
  fleet('DL', 'Delta_Air_Lines_fleet', '221/109/45 223/130/45 319/126/57 320/157/62 321/191/127 32Q/194/90 717/110/70 738/160/77 739/180/163 752/168/100 753/234/16 +763/211/50 764/238/21 +332/234/11 333/282/31 339/281/39 359/306/28 *CR9/76/160 *E75/76/145 *CR7/65/35'),
  fleet('WN', 'Southwest_Airlines_fleet', '73G/143/360 738/175/205 7M8/175/300'),
  fleet('UA', 'United_Airlines_fleet', '319/126/80 320/150/96 32Q/200/60 73G/126/40 738/166/141 739/179/148 7M8/166/100 7M9/179/150 752/176/40 753/234/21 763/214/37 764/240/16 772/276/74 77W/350/22 788/243/12 789/257/58 781/318/21 *E75/76/290 *CR7/70/50 *CR2/50/90 *ER4/50/70'),
  fleet('AC', 'Air_Canada#Fleet', '223/137/40 319/120/20 320/146/18 321/190/15 7M8/169/45 333/297/16 772/300/6 77W/400/19 788/255/8 789/298/29 *CR9/76/35 *E75/76/25 *DH4/78/40 *DH3/50/8'),
  fleet('WS', 'WestJet#Fleet', '73G/134/50 738/174/40 7M8/174/45 789/320/7 DH4/78/43'),
  fleet('B6', 'JetBlue#Fleet', '320/150/100 321/200/63 32Q/200/70 223/140/45'),
  fleet('AS', 'Alaska_Airlines#Fleet', '738/159/60 739/178/80 7M8/159/20 7M9/178/80 789/300/7 *E75/76/90'),
  fleet('NK', 'Spirit_Airlines#Fleet', '319/145/12 320/182/60 32N/182/90 321/228/30'),
  fleet('F9', 'Frontier_Airlines#Fleet', '320/180/20 32N/186/130 32Q/240/60'),
  fleet('G4', 'Allegiant_Air#Fleet', '319/156/30 320/186/35 7M8/190/12'),
  fleet('HA', 'Hawaiian_Airlines#Fleet', '717/128/19 32Q/189/18 332/278/24 789/300/5'),
  fleet('SY', 'Sun_Country_Airlines#Fleet', '738/183/45'),
  fleet('TS', 'Air_Transat#Fleet', '321/199/10 32Q/199/20 332/345/6 333/375/6'),
  fleet('PD', 'Porter_Airlines#Fleet', 'DH4/78/29 295/132/60'),
  fleet('AM', 'Aeroméxico#Fleet', '738/160/30 7M8/166/40 7M9/180/20 788/243/8 789/274/18 *E90/99/40'),
  fleet('Y4', 'Volaris#Fleet', '320/174/10 32N/186/80 32Q/240/40'),
  fleet('VB', 'Viva_Aerobus#Fleet', '320/186/10 32N/186/60 32Q/240/20'),
  fleet('CM', 'Copa_Airlines#Fleet', '738/166/45 739/174/10 7M8/166/30 7M9/174/30'),
  fleet('BW', 'Caribbean_Airlines#Fleet', '738/154/10 7M8/160/4 AT7/68/6'),
  fleet('CU', 'Cubana_de_Aviación#Fleet', 'AT7/68/3 IL9/262/2'),
  // --- South America ---
  fleet('LA', 'LATAM_Chile#Fleet', '319/144/20 320/174/60 32N/174/50 321/220/40 763/221/30 77W/410/10 788/247/10 789/300/25'),
  fleet('JJ', 'LATAM_Brasil#Fleet', '319/144/20 320/174/80 32N/176/30 321/224/30 763/221/10 77W/410/10 789/300/6'),
  fleet('G3', 'Gol_Linhas_Aéreas_Inteligentes#Fleet', '73G/138/20 738/186/40 7M8/186/80'),
  fleet('AD', 'Azul_Brazilian_Airlines#Fleet', 'E95/118/50 295/136/20 AT7/70/30 32N/174/40 332/271/5 339/298/7'),
  fleet('AV', 'Avianca#Fleet', '319/120/10 320/180/60 32N/188/30 788/250/2 789/250/13 *AT7/68/10'),
  fleet('AR', 'Aerolíneas_Argentinas#Fleet', '738/170/25 7M8/170/10 332/271/5'),
  fleet('H2', 'Sky_Airline#Fleet', '32N/186/25 32Q/238/10'),
  fleet('OB', 'Boliviana_de_Aviación#Fleet', '73G/128/5 738/174/10'),
  // --- Europe ---
  fleet('FR', 'Ryanair#Fleet', '738/189/410 7M8/197/180 320/180/25'),
  fleet('U2', 'EasyJet#Fleet', '319/156/80 320/186/170 32N/186/100 32Q/235/30'),
  fleet('LH', 'Lufthansa_fleet', '319/138/30 320/168/60 32N/180/40 321/200/60 32Q/215/40 *CR9/90/25 *E95/120/20 333/255/15 343/279/15 346/281/7 359/293/35 388/509/8 744/371/8 74H/364/19 789/294/10'),
  fleet('BA', 'British_Airways_fleet', '319/143/30 320/177/67 32N/180/40 321/205/15 32Q/205/24 *E90/98/20 *E70/76/5 772/275/43 77W/297/16 788/214/12 789/216/18 781/256/14 351/331/18 388/469/12'),
  fleet('AF', 'Air_France_fleet', '319/142/20 320/148/30 321/200/20 223/148/45 332/224/10 359/324/40 772/312/18 77W/381/42 789/279/10 *E70/76/10 *E90/100/18 *CRK/100/8'),
  fleet('KL', 'KLM_fleet', '738/186/30 739/178/5 32Q/227/15 332/264/5 333/292/5 772/318/15 77W/408/14 789/294/13 781/344/15 *E75/88/17 *E90/100/30 *295/132/25'),
  fleet('TK', 'Turkish_Airlines_fleet', '321/180/70 32Q/182/90 738/165/60 7M8/151/30 7M9/169/5 332/250/10 333/289/30 359/329/30 77W/349/35 789/300/25'),
  fleet('SK', 'Scandinavian_Airlines#Fleet', '319/141/5 320/168/10 32N/180/60 32Q/184/10 333/262/6 359/300/5 *CR9/90/30 *E95/120/10 *AT7/70/10'),
  fleet('VY', 'Vueling#Fleet', '319/144/5 320/180/90 32N/186/30 321/220/10'),
  fleet('AZ', 'ITA_Airways#Fleet', '221/127/6 223/149/8 319/144/10 320/165/15 32N/174/20 332/251/5 339/288/10 359/334/10'),
  fleet('IB', 'Iberia#Fleet', '319/141/5 320/180/15 32N/186/15 321/200/10 32Q/196/20 332/288/7 333/292/8 359/348/25 *CR9/90/20 *CRK/100/25 *AT7/72/15'),
  fleet('W6', 'Wizz_Air#Fleet', '320/180/10 32N/186/10 321/230/60 32Q/239/140'),
  fleet('DY', 'Norwegian_Air_Shuttle#Fleet', '738/186/70 7M8/189/40'),
  fleet('D8', 'Norwegian_Air_Shuttle#Fleet', '738/186/30 7M8/189/20'),
  fleet('LX', 'Swiss_International_Air_Lines#Fleet', '221/125/9 223/145/21 320/180/15 32N/180/20 321/219/8 32Q/215/8 333/236/14 343/219/4 77W/340/12 *E90/100/6 *295/134/6'),
  fleet('OS', 'Austrian_Airlines#Fleet', '320/174/30 32N/180/10 321/200/5 E95/120/17 763/211/2 772/306/6 789/288/6'),
  fleet('SN', 'Brussels_Airlines#Fleet', '319/141/15 320/180/15 32N/180/5 333/286/10'),
  fleet('TP', 'TAP_Air_Portugal#Fleet', '320/174/20 32N/174/20 321/200/10 32Q/216/25 339/298/19 *E95/118/13 *AT7/70/8'),
  fleet('EI', 'Aer_Lingus#Fleet', '320/174/30 32N/186/12 32Q/184/15 333/317/10 *AT7/70/20'),
  fleet('AY', 'Finnair#Fleet', '319/144/8 320/174/10 321/209/15 333/297/8 359/297/16 *AT7/70/12 *E90/100/12'),
  fleet('UX', 'Air_Europa#Fleet', '738/184/15 7M8/181/20 788/296/8 789/337/20 *E95/120/10'),
  fleet('EW', 'Eurowings#Fleet', '319/150/30 320/174/40 321/210/5 32N/180/20'),
  fleet('HV', 'Transavia#Fleet', '738/186/40 32Q/232/25'),
  fleet('TO', 'Transavia#Fleet', '738/189/40 32N/186/30'),
  fleet('DE', 'Condor_(airline)#Fleet', '320/174/10 32N/180/20 32Q/220/20 339/310/20'),
  fleet('BY', 'TUI_Airways#Fleet', '738/189/20 7M8/189/30 788/291/8 789/345/8'),
  fleet('X3', 'TUIfly#Fleet', '738/189/20 7M8/189/10'),
  fleet('TB', 'TUI_fly_Belgium#Fleet', '738/189/10 7M8/189/10 789/304/2'),
  fleet('6B', 'TUI_fly_Nordic#Fleet', '738/189/5 7M8/189/5'),
  fleet('LS', 'Jet2.com#Fleet', '738/189/65 752/235/10 321/235/30 32Q/232/30'),
  fleet('VS', 'Virgin_Atlantic#Fleet', '333/264/6 339/262/6 351/335/12 789/258/17'),
  fleet('A3', 'Aegean_Airlines#Fleet', '320/174/25 32N/174/20 321/200/7 32Q/220/20 *DH4/78/10 *AT7/70/8'),
  fleet('OA', 'Olympic_Air#Fleet', 'AT5/48/2 AT7/70/8 DH4/78/10'),
  fleet('XQ', 'SunExpress#Fleet', '738/189/40 7M8/189/30'),
  fleet('PC', 'Pegasus_Airlines#Fleet', '320/180/10 32N/186/60 32Q/239/40 738/189/30 7M8/189/10'),
  fleet('LO', 'LOT_Polish_Airlines#Fleet', '738/186/8 7M8/186/15 DH4/78/10 E70/70/6 E75/76/15 E95/118/15 788/252/8 789/294/7'),
  fleet('V7', 'Volotea#Fleet', '319/150/10 320/180/30'),
  fleet('WK', 'Edelweiss_Air#Fleet', '320/174/10 343/314/5 359/339/6'),
  fleet('BV', 'Blue_Panorama_Airlines#Fleet', '738/189/6 7M8/189/2'),
  fleet('NO', 'Neos_(airline)#Fleet', '738/186/5 7M8/189/12 788/359/3 789/359/5'),
  fleet('QS', 'Smartwings#Fleet', '738/189/20 7M8/189/15'),
  fleet('XC', 'Corendon_Airlines#Fleet', '738/189/15 7M8/189/5'),
  fleet('DK', 'Sunclass_Airlines#Fleet', '321/219/8 332/314/2'),
  fleet('FI', 'Icelandair#Fleet', '752/183/12 753/222/2 763/262/3 7M8/160/15 7M9/178/5 32Q/187/8 *DH4/76/3'),
  fleet('WF', 'Widerøe#Fleet', 'DH1/39/10 DH3/50/15 DH4/78/8 290/114/3'),
  fleet('BT', 'AirBaltic#Fleet', '223/145/50'),
  fleet('LG', 'Luxair#Fleet', 'DH4/76/11 738/186/4 7M8/186/4 295/136/4'),
  fleet('OU', 'Croatia_Airlines#Fleet', '223/149/10 319/144/2 320/174/3 DH4/76/4'),
  fleet('JU', 'Air_Serbia#Fleet', '319/144/6 320/174/8 AT7/70/6 332/255/2'),
  fleet('RO', 'TAROM#Fleet', '738/189/4 7M8/174/6 AT7/70/6'),
  fleet('FB', 'Bulgaria_Air#Fleet', '319/144/4 320/174/4 E90/108/4'),
  fleet('XK', 'Air_Corsica#Fleet', '320/180/4 32N/186/4 AT7/70/6'),
  fleet('NT', 'Binter_Canarias#Fleet', 'AT7/72/25 295/132/10'),
  fleet('A5', 'Air_France_Hop#Fleet', 'E70/76/10 E90/100/18 CRK/100/8'),
  fleet('SU', 'Aeroflot#Fleet', '320/158/50 32N/158/30 321/170/30 32Q/203/10 738/158/40 333/296/8 359/316/7 77W/427/20 SU9/87/80'),
  fleet('S7', 'S7_Airlines#Fleet', '319/128/20 320/158/20 32N/164/30 321/197/8 32Q/203/10 738/176/20 E70/78/20'),
  fleet('UT', 'UTair#Fleet', '735/114/20 738/186/20 AT7/70/10 CR2/50/10'),
  fleet('U6', 'Ural_Airlines#Fleet', '319/138/10 320/168/20 321/220/10 32N/186/10'),
  fleet('DP', 'Pobeda_(airline)#Fleet', '738/189/45'),
  fleet('YC', 'Yamal_Airlines#Fleet', 'CR2/50/15 SU9/100/15 320/168/4 321/220/2'),
  // --- Middle East and Africa ---
  fleet('EK', 'Emirates_fleet', '388/489/116 77W/360/123 77L/302/10 359/312/10'),
  fleet('QR', 'Qatar_Airways_fleet', '320/144/30 7M8/160/10 332/260/5 333/305/10 359/283/34 351/327/24 388/517/8 77W/354/55 77L/259/7 788/254/30 789/311/20'),
  fleet('EY', 'Etihad_Airways#Fleet', '32N/158/10 321/196/8 789/290/30 781/307/10 77W/328/10 351/371/5 388/485/5'),
  fleet('SV', 'Saudia#Fleet', '320/144/30 32N/144/50 32Q/200/20 +333/436/10 77W/410/30 789/298/13 781/327/10'),
  fleet('XY', 'Flynas#Fleet', '320/174/20 32N/174/50'),
  fleet('FZ', 'Flydubai#Fleet', '738/189/40 7M8/166/70 7M9/169/10'),
  fleet('G9', 'Air_Arabia#Fleet', '320/168/60 32N/174/15 32Q/215/5'),
  fleet('GF', 'Gulf_Air#Fleet', '32N/136/12 32Q/166/4 789/282/10'),
  fleet('WY', 'Oman_Air#Fleet', '738/162/16 7M8/162/10 788/254/4 789/288/12'),
  fleet('KU', 'Kuwait_Airways#Fleet', '320/120/4 32N/148/10 339/235/8 77W/334/8'),
  fleet('RJ', 'Royal_Jordanian#Fleet', '320/136/6 32N/162/6 321/178/4 E75/72/4 E95/112/4 788/270/7'),
  fleet('ME', 'Middle_East_Airlines#Fleet', '32N/145/9 32Q/160/9 332/244/3'),
  fleet('LY', 'El_Al#Fleet', '738/174/8 739/183/8 772/279/6 788/238/4 789/282/10'),
  fleet('MS', 'EgyptAir#Fleet', '32N/144/15 223/140/12 738/154/29 339/301/8 789/309/6 77W/346/6'),
  fleet('ET', 'Ethiopian_Airlines#Fleet', 'DH4/78/30 738/160/15 7M8/160/30 788/270/20 789/315/15 77W/400/10 77L/321/6 359/343/25'),
  fleet('KQ', 'Kenya_Airways#Fleet', '738/145/8 E90/96/14 788/234/9'),
  fleet('SA', 'South_African_Airways#Fleet', '320/138/10 332/222/4 333/260/2 359/285/2'),
  fleet('FA', 'FlySafair#Fleet', '738/189/20'),
  fleet('AT', 'Royal_Air_Maroc#Fleet', '73G/140/4 738/159/25 7M8/166/12 788/274/9 789/302/9 *AT7/70/14'),
  fleet('AH', 'Air_Algérie#Fleet', '738/162/30 7M9/180/4 332/251/3 339/264/8 AT7/66/15'),
  fleet('TU', 'Tunisair#Fleet', '320/168/10 32N/168/5 332/264/2 738/164/3 AT7/70/4'),
  fleet('DT', 'TAAG_Angola_Airlines#Fleet', '738/162/4 77W/298/4 789/303/4 DH4/74/6'),
  fleet('W3', 'Arik_Air#Fleet', '73G/124/4 738/162/3 CR9/76/4 DH4/76/4'),
  fleet('IR', 'Iran_Air#Fleet', 'AB6/250/4 AT7/68/10 100/100/6 320/150/4 321/180/4 332/238/2'),
  fleet('W5', 'Mahan_Air#Fleet', 'AB6/250/10 313/200/6 343/280/8 320/150/6 321/180/4'),
  fleet('EP', 'Iran_Aseman_Airlines#Fleet', '100/100/10 AT7/68/6 735/120/3'),
  fleet('I3', 'ATA_Airlines_(Iran)#Fleet', 'M83/165/6 738/189/2 320/168/3'),
  fleet('HH', 'Taban_Air#Fleet', 'M88/150/8 M83/165/3'),
  fleet('Y9', 'Kish_Air#Fleet', 'M83/165/8 100/100/4'),
  fleet('IA', 'Iraqi_Airways#Fleet', '738/162/6 7M8/162/6 320/150/5 772/300/3 789/290/1'),
  // --- Asia and the Pacific ---
  fleet('CZ', 'China_Southern_Airlines#Fleet', '319/122/30 320/160/140 32N/174/100 321/190/110 32Q/200/60 738/169/150 7M8/176/60 E90/98/20 332/250/10 +333/284/20 359/314/20 77W/402/15 788/228/10 789/275/20'),
  fleet('MU', 'China_Eastern_Airlines#Fleet', '319/122/35 320/158/130 32N/174/90 321/182/80 32Q/190/40 738/162/110 7M8/176/40 332/234/25 +333/290/45 359/288/20 77W/316/20 789/285/10'),
  fleet('CA', 'Air_China#Fleet', '319/128/30 320/158/50 32N/168/30 321/185/60 32Q/194/20 738/167/110 7M8/176/16 332/237/30 +333/301/30 359/312/20 77W/392/28 789/293/14 74H/364/7'),
  fleet('HU', 'Hainan_Airlines#Fleet', '738/168/50 7M8/176/10 +332/219/20 333/292/10 339/285/6 788/213/10 789/288/30'),
  fleet('ZH', 'Shenzhen_Airlines#Fleet', '320/158/80 32N/168/40 321/189/20 738/168/80 7M8/170/20 333/301/8'),
  fleet('MF', 'XiamenAir#Fleet', '738/170/100 7M8/176/20 788/226/6 789/290/6'),
  fleet('SC', 'Shandong_Airlines#Fleet', '738/170/110 7M8/176/20'),
  fleet('3U', 'Sichuan_Airlines#Fleet', '319/122/20 320/168/60 32N/170/30 321/184/30 333/301/10 359/331/5'),
  fleet('FM', 'Shanghai_Airlines#Fleet', '738/174/70 7M8/176/15 789/270/10'),
  fleet('GS', 'Tianjin_Airlines#Fleet', '320/158/40 E90/99/15 E95/118/10 332/220/10'),
  fleet('JD', 'Beijing_Capital_Airlines#Fleet', '319/128/5 320/174/50 32N/180/20 321/205/10 332/236/4 339/292/10'),
  fleet('9C', 'Spring_Airlines#Fleet', '320/186/60 32N/186/60'),
  fleet('HO', 'Juneyao_Air#Fleet', '320/158/30 32N/186/30 321/195/10 789/324/8'),
  fleet('8L', 'Lucky_Air#Fleet', '320/180/20 32N/186/20 738/176/6'),
  fleet('KN', 'China_United_Airlines#Fleet', '738/186/45 7M8/186/10'),
  fleet('PN', 'West_Air_(China)#Fleet', '319/138/5 320/180/20 32N/186/20'),
  fleet('BK', 'Okay_Airways#Fleet', '738/186/20 7M8/186/6 788/274/4'),
  fleet('GJ', 'Loong_Air#Fleet', '320/180/20 32N/186/30 321/220/10'),
  fleet('G5', 'China_Express_Airlines#Fleet', 'CR9/90/20 CRK/105/20 32N/186/10'),
  fleet('EU', 'Chengdu_Airlines#Fleet', '320/168/30 32N/186/20 321/199/6'),
  fleet('TV', 'Tibet_Airlines#Fleet', '319/120/15 320/158/10 32N/174/6 332/262/2'),
  fleet('DZ', 'Donghai_Airlines#Fleet', '738/174/25'),
  fleet('NS', 'Hebei_Airlines#Fleet', '738/174/20 E90/98/5'),
  fleet('KY', 'Kunming_Airlines#Fleet', '738/174/25 7M8/176/5'),
  fleet('OQ', 'Chongqing_Airlines#Fleet', '320/168/10 32N/186/10'),
  fleet('FU', 'Fuzhou_Airlines#Fleet', '738/186/10'),
  fleet('DR', 'Ruili_Airlines#Fleet', '738/186/15 7M8/186/3'),
  fleet('GX', 'GX_Airlines#Fleet', '320/174/20 32N/186/5 E90/98/8 332/264/2'),
  fleet('QW', 'Qingdao_Airlines#Fleet', '320/174/20 32N/186/10'),
  fleet('AQ', '9_Air#Fleet', '738/186/12'),
  fleet('CX', 'Cathay_Pacific_fleet', '321/202/20 32Q/202/16 +333/311/40 +359/280/30 351/334/18 +77W/340/40'),
  fleet('HX', 'Hong_Kong_Airlines#Fleet', '320/174/5 32N/186/10 333/292/10 359/334/4'),
  fleet('UO', 'HK_Express#Fleet', '320/180/10 32N/186/10 32Q/236/15'),
  fleet('NX', 'Air_Macau#Fleet', '320/168/10 32N/170/10 321/195/4'),
  fleet('CI', 'China_Airlines#Fleet', '738/158/15 32Q/180/20 333/301/15 359/306/15 77W/358/10 781/344/4'),
  fleet('BR', 'EVA_Air#Fleet', '32Q/180/20 333/309/8 77W/406/30 789/304/9 781/342/10'),
  fleet('AE', 'Mandarin_Airlines#Fleet', 'AT7/70/8 738/158/4'),
  fleet('B7', 'Uni_Air#Fleet', 'AT7/70/12'),
  fleet('IT', 'Tigerair_Taiwan#Fleet', '320/180/5 32N/186/12'),
  fleet('NH', 'All_Nippon_Airways_fleet', '32N/146/30 32Q/194/22 738/166/39 +763/270/20 788/240/36 +789/246/44 781/294/7 +772/405/10 77W/212/20 388/520/3 *DH4/74/24'),
  fleet('JL', 'Japan_Airlines#Fleet', '738/165/50 +359/369/16 351/239/8 +763/261/20 788/186/25 789/195/22 77W/244/10 *E70/76/18 *E90/95/14 *AT7/70/5 *AT5/48/9'),
  fleet('BC', 'Skymark_Airlines#Fleet', '738/177/29 7M8/177/2'),
  fleet('HD', 'Air_Do#Fleet', '738/144/11 763/270/3'),
  fleet('6J', 'Solaseed_Air#Fleet', '738/174/14'),
  fleet('7G', 'StarFlyer#Fleet', '320/150/13'),
  fleet('NU', 'Japan_Transocean_Air#Fleet', '738/165/13'),
  fleet('JC', 'Japan_Air_Commuter#Fleet', 'AT5/48/9 AT7/70/2'),
  fleet('GK', 'Jetstar_Japan#Fleet', '320/180/25 32Q/238/3'),
  fleet('MM', 'Peach_Aviation#Fleet', '320/180/20 32N/188/15 32Q/218/5'),
  fleet('KE', 'Korean_Air#Fleet', '223/140/10 738/138/5 739/159/10 7M8/138/20 32Q/182/15 +333/276/20 772/248/12 77W/291/25 789/269/10 781/325/5 388/407/6 74H/368/6'),
  fleet('OZ', 'Asiana_Airlines#Fleet', '321/174/10 32Q/188/15 +333/290/15 359/311/15 77W/311/10 772/300/8 388/495/4'),
  fleet('7C', 'Jeju_Air#Fleet', '738/189/40 7M8/189/8'),
  fleet('LJ', 'Jin_Air#Fleet', '738/189/20 7M8/189/4 772/393/4'),
  fleet('TW', 'T%27way_Air#Fleet', '738/189/25 7M8/189/4 333/347/5'),
  fleet('ZE', 'Eastar_Jet#Fleet', '738/189/10 7M8/189/4'),
  fleet('BX', 'Air_Busan#Fleet', '320/162/6 321/195/16 32Q/220/5'),
  fleet('SQ', 'Singapore_Airlines#Fleet', '7M8/154/20 359/303/60 781/337/15 77W/264/20 388/471/12'),
  fleet('TR', 'Scoot#Fleet', '320/180/20 32N/186/20 290/112/9 788/335/10 789/375/10'),
  fleet('MH', 'Malaysia_Airlines#Fleet', '738/160/30 7M8/174/10 333/290/15 339/300/6 359/286/6'),
  fleet('AK', 'AirAsia#Fleet', '320/180/80 32N/186/40'),
  fleet('OD', 'Batik_Air_Malaysia#Fleet', '738/162/20 7M8/180/10 333/377/4'),
  fleet('D7', 'AirAsia_X#Fleet', '333/377/18'),
  fleet('FY', 'Firefly_(airline)#Fleet', 'AT7/72/12 738/174/6'),
  fleet('TG', 'Thai_Airways_International#Fleet', '320/174/20 32N/174/10 339/303/5 359/321/17 77W/348/20 788/264/6 789/256/10'),
  fleet('FD', 'Thai_AirAsia#Fleet', '320/180/40 32N/186/20'),
  fleet('SL', 'Thai_Lion_Air#Fleet', '738/189/12 739/215/15 333/377/3'),
  fleet('DD', 'Nok_Air#Fleet', '738/189/18 DH4/86/4'),
  fleet('PG', 'Bangkok_Airways#Fleet', '319/144/8 320/162/7 AT7/70/10'),
  fleet('VN', 'Vietnam_Airlines#Fleet', '321/184/50 32Q/203/20 +789/274/11 781/367/8 +359/305/14'),
  fleet('VJ', 'VietJet_Air#Fleet', '320/180/20 32N/186/20 321/230/30 32Q/240/30 333/377/6'),
  fleet('BL', 'Pacific_Airlines#Fleet', '320/180/6 321/220/2'),
  fleet('GA', 'Garuda_Indonesia#Fleet', '738/162/60 332/222/5 +333/287/10 339/301/3 77W/393/8'),
  fleet('JT', 'Lion_Air#Fleet', '739/215/60 738/189/20 7M8/180/10 333/440/5'),
  fleet('ID', 'Batik_Air#Fleet', '320/180/50 32N/180/10 738/162/10 739/189/6 333/377/4'),
  fleet('QG', 'Citilink#Fleet', '320/180/40 32N/186/10 AT7/72/5'),
  fleet('QZ', 'Indonesia_AirAsia#Fleet', '320/180/25'),
  fleet('XT', 'Indonesia_AirAsia_X', '333/377/2'),
  fleet('IW', 'Wings_Air#Fleet', 'AT7/72/60 AT5/48/10'),
  fleet('IN', 'NAM_Air#Fleet', '735/120/5 AT7/72/10'),
  fleet('SJ', 'Sriwijaya_Air#Fleet', '738/189/5 735/120/2'),
  fleet('PR', 'Philippine_Airlines#Fleet', '321/199/20 32Q/180/12 333/309/6 359/295/6 77W/370/10 *DH4/86/11'),
  fleet('5J', 'Cebu_Pacific#Fleet', '320/180/20 32N/188/25 321/230/8 32Q/236/15 333/440/8 *AT7/78/16'),
  fleet('Z2', 'Philippines_AirAsia#Fleet', '320/180/20 32N/186/5'),
  fleet('DG', 'Cebgo#Fleet', 'AT7/78/16'),
  fleet('6E', 'IndiGo#Fleet', '320/180/80 32N/186/200 32Q/222/110 AT7/78/46 789/338/6'),
  fleet('AI', 'Air_India#Fleet', '319/122/20 320/168/10 32N/164/60 321/182/15 32Q/192/40 788/256/26 789/296/8 77L/238/3 77W/342/15 359/316/6'),
  fleet('IX', 'Air_India_Express#Fleet', '738/186/25 7M8/189/60 320/180/20 32N/186/10'),
  fleet('SG', 'SpiceJet#Fleet', '738/189/30 7M8/189/20 DH4/78/14'),
  fleet('PK', 'Pakistan_International_Airlines#Fleet', '320/168/15 772/330/6 77W/393/3 AT7/70/4'),
  fleet('PA', 'Airblue#Fleet', '320/174/6 321/200/4 32N/186/4'),
  fleet('BG', 'Biman_Bangladesh_Airlines#Fleet', '738/162/6 788/271/4 789/298/2 77W/419/4 DH4/74/5'),
  fleet('UL', 'SriLankan_Airlines#Fleet', '320/150/6 32N/150/4 321/196/4 332/269/4 333/297/6'),
  fleet('KC', 'Air_Astana#Fleet', '32N/148/15 32Q/166/16 763/223/3 789/279/2 290/106/5'),
  fleet('HY', 'Uzbekistan_Airways#Fleet', '32N/154/10 32Q/190/8 763/233/4 788/246/7'),
  fleet('J2', 'Azerbaijan_Airlines#Fleet', '320/166/8 32N/166/4 E90/106/5 788/230/2'),
  fleet('T5', 'Turkmenistan_Airlines#Fleet', '738/160/7 772/350/3 788/210/2'),
  fleet('QF', 'Qantas_fleet', '738/174/75 32Q/197/10 +332/271/10 +333/297/10 789/236/14 388/485/10 *223/137/20 *717/110/15 *E90/97/30 *100/100/10 *DH4/74/31 *DH3/50/10'),
  fleet('VA', 'Virgin_Australia#Fleet', '738/176/75 7M8/176/20 *E90/97/10'),
  fleet('JQ', 'Jetstar#Fleet', '320/180/45 321/230/12 32Q/232/25 789/335/11'),
  fleet('ZL', 'Regional_Express_Airlines#Fleet', 'SF3/34/50'),
  fleet('NZ', 'Air_New_Zealand#Fleet', '320/168/15 32N/165/20 32Q/214/15 789/275/14 77W/342/7 *AT7/68/29 *DH3/50/23'),
  fleet('PX', 'Air_Niugini#Fleet', '100/100/4 223/130/4 738/162/2'),
];

/**
 * The fleet table by airline, made by whoever reads it (the network build, an export, the
 * realism measure) from FLEETS or a table of its own.
 */
export class Fleets {
  private readonly byAirline: ReadonlyMap<string, AirlineFleetTable>;

  constructor(table: readonly AirlineFleetTable[] = FLEETS) {
    this.byAirline = new Map(table.map((f) => [f.airline, f]));
  }

  /** The curated fleet of an airline, when the table has it. */
  of(airline: string): AirlineFleetTable | undefined {
    return this.byAirline.get(airline);
  }

  /** Whether a regional partner flies this type for the airline under its code (regional flight numbers). */
  partnerOperated(airline: string, type: string): boolean {
    const types = this.byAirline.get(airline)?.types;
    return types !== undefined && types.some((t) => t.type === type && t.partner) && !types.some((t) => t.type === type && !t.partner);
  }

  /** The seats the airline fits in a type (its most numerous layout), when its curated fleet has the type. */
  seats(airline: string, type: string): number | undefined {
    let best: FleetType | undefined;
    for (const t of this.byAirline.get(airline)?.types ?? []) if (t.type === type && (!best || t.count > best.count)) best = t;
    return best?.seats;
  }
}
