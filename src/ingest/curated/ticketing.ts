// Curated facts: which airlines sell each other's flights on one ticket, where no-frills airlines
// sell connections, and the changes of airport within a city that one ticket can hold. The rules
// that read them are src/domain/ticketing.ts; the reasoning and what is left out,
// docs/connections-as-sold.md.
//
// Sources and their standing. This table was written in 2026 without live access to the airlines'
// sites: each group names the page that states the fact (to check it against) and says how the
// fact is known: "as known in 2025/2026" means from the writer's knowledge of published news and
// the alliances' member pages up to then, not read again at writing. Entries the writer was unsure
// of carry "UNSURE" and why; check those first.
import type { AirportChange, NoFrillsRule, TicketingFacts } from '../../domain/ticketing.js';

// --- Alliances: full members as of 2026 -------------------------------------------------------
// Affiliates and "connect" partners are not listed: their flights are sold as their parent's
// (see REGIONALS and LINKS).

// Star Alliance: https://www.staralliance.com/en/member-airlines, and
// https://en.wikipedia.org/wiki/Star_Alliance (25 full members as of 2025); as known in 2025/2026.
// - AZ ITA Airways: left SkyTeam in April 2025 after Lufthansa took 41 %; joining Star Alliance in
//   2026 (announced by Star Alliance). UNSURE of the exact date of joining; listed as a member.
// - OZ Asiana: being merged into Korean Air (SkyTeam) since Korean took control in Dec 2024; still a
//   Star member into 2026 as known, expected to leave when the merger completes. UNSURE for late 2026.
// - ZH Shenzhen Airlines: still a member as known in 2025.
const STAR = [
  'A3', 'AC', 'CA', 'AI', 'NZ', 'NH', 'OZ', 'OS', 'AV', 'SN', 'CM', 'OU', 'MS', 'ET', 'BR', 'LO', 'LH',
  'ZH', 'SQ', 'SA', 'LX', 'TP', 'TG', 'TK', 'UA', 'AZ',
];

// oneworld: https://www.oneworld.com/members and https://en.wikipedia.org/wiki/Oneworld; as known in
// 2025/2026.
// - FJ Fiji Airways: a "oneworld connect" member since 2018, full member from April 2025.
// - WY Oman Air: announced June 2024, joined in 2025. UNSURE of the month.
// - AT Royal Air Maroc: full member since April 2020.
// - HA Hawaiian: part of Alaska Air Group since Sept 2024; Alaska said it joins oneworld in 2026.
//   UNSURE whether it has joined; listed, since Alaska already sells its flights (LINKS).
// - LATAM (LA) left in 2020, Qantas (QF), Alaska (AS, 2021) are in; S7 is suspended since 2022 and
//   not listed.
const ONEWORLD = [
  'AS', 'AA', 'BA', 'CX', 'FJ', 'AY', 'IB', 'JL', 'MH', 'WY', 'QF', 'QR', 'AT', 'RJ', 'UL', 'HA',
];

// SkyTeam: https://www.skyteam.com/en/about/members and https://en.wikipedia.org/wiki/SkyTeam; as
// known in 2025/2026.
// - SK SAS: left Star Alliance and joined SkyTeam on 1 September 2024 (Air France-KLM holds a stake).
// - VS Virgin Atlantic: member since March 2023.
// - OK Czech Airlines stopped flying in October 2024; SU Aeroflot suspended since 2022; AZ left in
//   2025: none listed.
// - UX Air Europa: a member; Turkish Airlines took a stake in 2025. UNSURE whether it stays.
const SKYTEAM = [
  'AR', 'AM', 'UX', 'AF', 'CI', 'MU', 'DL', 'GA', 'KQ', 'KL', 'KE', 'ME', 'SV', 'SK', 'RO', 'VN', 'VS', 'MF',
];

// --- Airline groups, joint ventures and codeshares beyond the alliances ---------------------------
// Every two airlines of a group (an airline group, a joint venture) sell each other's flights; a
// partnership is an airline and the partners it sells, each with it but not with each other
// (Alaska sells Korean Air and Singapore Airlines; those two are of two alliances). A pair of one
// alliance needs neither; these name what the alliances leave out.
/** Groups and partnerships, in one list so that each stays beside its source. */
const LINKS: readonly (TicketingFacts['groups'][number] | TicketingFacts['partnerships'][number])[] = [
  // Lufthansa Group: https://www.lufthansagroup.com/en/company/airlines-and-partners.html; as known
  // in 2025/2026. Eurowings (EW) and Discover (4Y), Air Dolomiti (EN), Edelweiss (WK), Lufthansa
  // City Airlines (VL) and CityLine (CL) are sold on Lufthansa tickets; ITA (AZ) since 2025.
  { name: 'lufthansa-group', airlines: ['LH', 'LX', 'OS', 'SN', '4Y', 'EN', 'WK', 'VL', 'CL', 'AZ'] },
  // IAG: https://www.iairgroup.com/our-brands/ (BA, IB, EI, VY, LEVEL, Iberia Express); as known in
  // 2025/2026. Aer Lingus is in no alliance but sells BA/IB/AA flights (and the transatlantic JV).
  // BA CityFlyer (CJ) and BA Euroflyer fly as BA. Vueling's and Iberia Express's rules are under
  // NO_FRILLS. With them the transatlantic JV of BA, IB, EI, American and Finnair
  // (https://www.iairgroup.com, "Atlantic joint business"): AA and AY are oneworld anyway, but EI is not.
  { name: 'iag', airlines: ['BA', 'IB', 'EI', 'CJ', 'AA', 'AY'] },
  // Air France-KLM: https://www.airfranceklm.com/en/group/our-brands; as known in 2025/2026.
  // HOP (A5) and KLM Cityhopper (WA) fly as AF and KL. Transavia (HV, TO) is not here: see NO_FRILLS.
  { name: 'air-france-klm', airlines: ['AF', 'KL', 'A5', 'WA'] },
  // Transatlantic JV of Delta, Air France-KLM and Virgin Atlantic (all SkyTeam): no group needed.
  // Delta–LATAM JV (Delta holds 20 % of LATAM since 2020): https://news.delta.com (LATAM JV approved
  // 2022); LATAM's affiliates (JJ LATAM Brasil, 4M/XL/LP/4C country airlines) sell as LA.
  { name: 'delta-latam', airlines: ['DL', 'LA', 'JJ', 'LP', 'XL', '4C', '4M'] },
  // Delta–WestJet transborder JV (2023) and Delta's 15 % of WestJet (2025): as known in 2025/2026.
  { name: 'delta-westjet', airlines: ['DL', 'WS', 'WR'] },
  // Delta–Virgin Australia codeshare: https://www.virginaustralia.com/au/en/about-us/partners/; as
  // known in 2025. Qatar–Virgin Australia (Qatar holds 25 % since 2025): same page.
  { airline: 'VA', partners: ['DL', 'QR', 'UA', 'NZ', 'EY', 'SQ'] },
  // Emirates–Qantas partnership since 2013, renewed to 2028: https://www.emirates.com/english/
  // about-us/business-model/partners/ ; Emirates–flydubai integrated partnership since 2017 (see
  // NO_FRILLS for flydubai). Emirates–United codeshare (2022), Emirates–JetBlue, Emirates–Alaska,
  // Emirates–Air Canada (2022), Emirates–TAP, Emirates–Aegean? (UNSURE, left out).
  { airline: 'EK', partners: ['QF', 'UA', 'AC', 'AS', 'B6', 'TP'] },
  // Etihad's codeshare partners: https://www.etihad.com/en/fly-etihad/partner-airlines ; as known in
  // 2025. UNSURE of each: listed those widely reported (Air Europa, Air Serbia, ANA, Garuda, ITA,
  // Korean Air, Saudia, TAP, Turkish Airlines (2024), Air France-KLM, Brussels Airlines).
  { airline: 'EY', partners: ['UX', 'JU', 'NH', 'GA', 'AZ', 'KE', 'SV', 'TP', 'TK', 'AF', 'KL', 'SN'] },
  // Qatar Airways' partners outside oneworld: LATAM, Virgin Australia (above), IndiGo (NO_FRILLS):
  // https://www.qatarairways.com/en/partner-airlines.html ; as known in 2025. Air Canada left out
  // (UNSURE).
  { airline: 'QR', partners: ['LA'] },
  // China Southern (no alliance since 2019): Air France-KLM JV to China, Qatar codeshare, XiamenAir
  // (its subsidiary, SkyTeam), Chongqing Airlines (OQ, subsidiary), American codeshare: as known in
  // 2025 (https://www.csair.com/en/about/hzhb/). UNSURE for American (cut back since 2020).
  { name: 'china-southern', airlines: ['CZ', 'MF', 'OQ'] },
  { airline: 'CZ', partners: ['AF', 'KL', 'QR'] },
  // China Eastern group: Shanghai Airlines (FM), China United (KN): https://www.ceair.com ; as known.
  { name: 'china-eastern', airlines: ['MU', 'FM', 'KN'] },
  { airline: 'MU', partners: ['DL', 'QF'] },
  // Air China group: Shandong Airlines (SC), Air Macau (NX), Dalian (CA-coded): as known in 2025.
  { name: 'air-china', airlines: ['CA', 'SC', 'NX', 'ZH'] },
  // HNA group: Hainan (HU), Capital (JD), Tianjin (GS), Lucky (8L), West Air (PN), Beijing Capital…
  // sold together on hainanairlines.com; as known in 2025. UNSURE for West Air (a low-cost arm).
  { name: 'hna', airlines: ['HU', 'JD', 'GS', '8L', 'PN', 'UQ', 'GX'] },
  // Alaska Air Group: Alaska, Horizon (QX), Hawaiian (HA, since 2024); Alaska–American (both oneworld).
  // Alaska's other partners (https://www.alaskaair.com/content/partner-airlines, as known in 2025):
  // Condor (DE), Icelandair (FI), Korean Air (KE), Singapore Airlines (SQ), Starlux (JX), LATAM (LA).
  { airline: 'AS', partners: ['QX', 'HA', 'DE', 'FI', 'KE', 'SQ', 'JX', 'LA'] },
  // American's partners outside oneworld: Aer Lingus (JV, above), IndiGo (above), GOL (codeshare),
  // JetBlue (the Northeast Alliance ended in 2023: NOT listed), Alaska (oneworld): as known in 2025.
  { airline: 'AA', partners: ['G3'] },
  // United's partners outside Star: Aer Lingus (codeshare), Azul (codeshare, United holds a stake),
  // Emirates (above), JetBlue "Blue Sky" (from 2025: each sells the other's flights on its own site;
  // UNSURE whether both on one ticket, listed), Virgin Australia (above), Aeromexico no (SkyTeam):
  // https://www.united.com/en/us/fly/travel/airport/partner-airlines.html ; as known in 2025.
  { airline: 'UA', partners: ['EI', 'AD', 'B6'] },
  // JetBlue's partners (https://www.jetblue.com/flying-with-us/airline-partners, as known in 2025):
  // Aer Lingus, Emirates (above), Qatar Airways, Icelandair, TAP, Hawaiian, El Al, Turkish (UNSURE).
  { airline: 'B6', partners: ['EI', 'QR', 'FI', 'TP', 'HA', 'LY'] },
  // Azul's partners: TAP (long codeshare), United (above), KLM/Air France, JetBlue: as known in 2025.
  { airline: 'AD', partners: ['TP', 'AF', 'KL', 'B6'] },
  // GOL: Air France-KLM codeshare, American (above): as known in 2025.
  { airline: 'G3', partners: ['AF', 'KL'] },
  // Singapore Airlines group: Scoot's rule is under NO_FRILLS; Air India (Star; SQ holds 25 % since
  // the Vistara merger of Nov 2024), Virgin Australia (above).
];

// --- Regional airlines sold as the airlines they fly for -------------------------------------------
// From src/ingest/curated/airlines.ts (`partner`), and the main US regionals: their flights carry
// the mainline's flight numbers (https://en.wikipedia.org/wiki/Regional_airline; as known in 2025).
const REGIONALS: TicketingFacts['regionals'] = [
  { airline: 'EN', partners: ['LH'] },
  { airline: 'OO', partners: ['UA', 'DL', 'AA', 'AS'] },
  { airline: 'MQ', partners: ['AA'] },
  { airline: 'YW', partners: ['IB'] },
  { airline: '9E', partners: ['DL'] },
  { airline: 'YX', partners: ['AA', 'UA', 'DL'] },
  { airline: 'OH', partners: ['AA'] },
  { airline: 'PT', partners: ['AA'] },
  { airline: 'YV', partners: ['UA', 'AA'] },
  { airline: 'G7', partners: ['UA', 'DL', 'AA'] },
  { airline: 'ZW', partners: ['UA'] },
  { airline: 'C5', partners: ['UA'] },
  { airline: 'QK', partners: ['AC'] },
  { airline: 'RV', partners: ['AC'] },
  { airline: 'QX', partners: ['AS'] },
];

// --- No-frills airlines: own connections and partners ---------------------------------------------
// An airline here is ruled by its entry alone: where it sells its own connections, and which other
// airlines it sells (a partner listed on either side is enough). It is in no group (a test checks).
const NO_FRILLS: readonly NoFrillsRule[] = [
  // Ryanair: "Connecting Flights" since 2017, first at Rome Fiumicino (Reuters, 24 May 2017,
  // https://www.reuters.com/article/uk-ryanair-transfers-idUKKBN18K282), then Milan Bergamo and
  // others; minimum 150 min, at most 6 h, one booking (https://help.ryanair.com "Connecting
  // Flights", read 2026). The airport list is on that page and was NOT read at writing: FCO and BGY
  // are as reported; the others are as known in 2025 and UNSURE (check the help page). Ryanair
  // sells no other airline's flights (it bought none of them since it ended the 2014–2019 talks).
  { airline: 'FR', own: { kind: 'airports', airports: ['FCO', 'BGY', 'OPO', 'LIS', 'BCN', 'MAD', 'STN', 'CRL', 'MLA', 'SVQ', 'BLQ'] }, partners: [] },
  // Ryanair group's airlines (Buzz, Lauda Europe, Malta Air) fly as FR and are sold as FR: none flies
  // under its own code in the route file as far as known.
  // easyJet: "Worldwide by easyJet" (Dohop) from 2017 at London Gatwick, then Milan Malpensa, with
  // partners (Norwegian, WestJet, Emirates at MXP, …), minimum 150 min (ATW, Dec 2017,
  // http://atwonline.com/airports-routes/milan-malpensa-becomes-second-worldwide-easyjet-hub).
  // UNSURE whether it runs in 2026: listed its own connections at LGW and MXP only, no partners
  // (the partner sale was a self-transfer with a guarantee, not one ticket of both airlines).
  // U2, EC (easyJet Europe), DS (easyJet Switzerland) are one network.
  { airline: 'U2', own: { kind: 'airports', airports: ['LGW', 'MXP'] }, partners: ['EC', 'DS'] },
  { airline: 'EC', own: { kind: 'airports', airports: ['LGW', 'MXP'] }, partners: ['U2', 'DS'] },
  { airline: 'DS', own: { kind: 'airports', airports: ['LGW', 'MXP'] }, partners: ['U2', 'EC'] },
  // Wizz Air: sells no connections; "Wizz Multi-leg" (2023–) is a self-transfer product on one
  // booking without protection. As known in 2025; W6, W4 (Wizz Malta), 5W (Wizz Abu Dhabi, closed in
  // Sept 2025), W9 (Wizz UK).
  { airline: 'W6', own: { kind: 'none' }, partners: [] },
  { airline: 'W4', own: { kind: 'none' }, partners: [] },
  { airline: '5W', own: { kind: 'none' }, partners: [] },
  { airline: 'W9', own: { kind: 'none' }, partners: [] },
  // Southwest sells connections anywhere on its network (https://www.southwest.com, as known); no
  // partner but Icelandair (2025, interline announced). UNSURE for Icelandair: left out.
  { airline: 'WN', own: { kind: 'network' }, partners: [] },
  // IndiGo sells connections on its network (its domestic hubs DEL, BOM, BLR, HYD, CCU, MAA) and
  // its codeshares (https://www.goindigo.in/information/codeshare-partners.html, as known in 2025):
  // Qatar (2022), Turkish Airlines, Air France, KLM, Virgin Atlantic, Delta, American, Qantas, Jetstar.
  { airline: '6E', own: { kind: 'network' }, partners: ['TK', 'AF', 'KL', 'VS', 'DL', 'AA', 'QF', 'JQ', 'QR'] },
  // AirAsia: "Fly-Thru" connections on its network (KUL, BKK-DMK, CGK, MNL…) between its airlines:
  // AK, FD (Thai), QZ (Indonesia), Z2 (Philippines), D7 (AirAsia X), XJ (Thai AirAsia X).
  // https://support.airasia.com "Fly-Thru"; as known in 2025.
  ...['AK', 'FD', 'QZ', 'Z2', 'D7', 'XJ'].map((airline): NoFrillsRule => ({
    airline, own: { kind: 'network' }, partners: ['AK', 'FD', 'QZ', 'Z2', 'D7', 'XJ'].filter((p) => p !== airline),
  })),
  // Jetstar: sells connections on its network and Qantas's flights (Qantas Group), JQ, 3K (Asia, closed
  // July 2025), GK (Japan); codeshare with IndiGo and Emirates (above). As known in 2025.
  { airline: 'JQ', own: { kind: 'network' }, partners: ['QF', '3K', 'GK', '6E', 'EK'] },
  { airline: '3K', own: { kind: 'network' }, partners: ['QF', 'JQ', 'GK'] },
  { airline: 'GK', own: { kind: 'network' }, partners: ['QF', 'JQ', '3K', 'JL'] },
  // Spirit, Frontier, Allegiant: sell no connections (each flight its own), as known in 2025.
  // Spirit and Frontier do let one book two flights; neither protects a connection. Frontier did
  // sell connections on one booking in 2024–25 (UNSURE: listed as none).
  { airline: 'NK', own: { kind: 'none' }, partners: [] },
  { airline: 'F9', own: { kind: 'none' }, partners: [] },
  { airline: 'G4', own: { kind: 'none' }, partners: [] },
  // Volotea: "connecting flights" at some bases (BOD, NTE, VCE…): UNSURE; listed as none.
  { airline: 'V7', own: { kind: 'none' }, partners: [] },
  // Vueling (IAG): connections on its network from its hub BCN and other bases ("Vueling
  // connections"), and with IAG airlines and Qatar through "Vueling Global"
  // (https://www.vueling.com/en/vueling-services/vueling-global); as known in 2025.
  { airline: 'VY', own: { kind: 'network' }, partners: ['BA', 'IB', 'EI', 'I2', 'QR', 'AA'] },
  // Iberia Express sells as Iberia (a short-haul arm of IB with IB flight numbers too).
  { airline: 'I2', own: { kind: 'network' }, partners: ['IB', 'BA', 'AA', 'QR', 'AY', 'EI', 'VY'] },
  // Norwegian (DY, D8): connections on its network since the 2010s; no partner after the long-haul
  // years. As known in 2025.
  { airline: 'DY', own: { kind: 'network' }, partners: ['D8'] },
  { airline: 'D8', own: { kind: 'network' }, partners: ['DY'] },
  // Pegasus sells connections at its hub Istanbul Sabiha Gökçen (SAW) only, as known in 2025.
  { airline: 'PC', own: { kind: 'airports', airports: ['SAW'] }, partners: [] },
  // Cebu Pacific: connections on its network (MNL, CEB) and Cebgo (DG): as known in 2025.
  { airline: '5J', own: { kind: 'network' }, partners: ['DG'] },
  // Scoot: connections at Singapore with its own and Singapore Airlines flights ("Fly-Thru",
  // https://www.flyscoot.com/en/fly-scoot/before-you-fly/connecting-flights); as known in 2025.
  { airline: 'TR', own: { kind: 'airports', airports: ['SIN'] }, partners: ['SQ'] },
  // Jet2 sells no connections (package-holiday point-to-point). As known in 2025.
  { airline: 'LS', own: { kind: 'none' }, partners: [] },
  // Eurowings: Lufthansa Group (LINKS); sells connections on its own network and with the group.
  { airline: 'EW', own: { kind: 'network' }, partners: ['LH', 'LX', 'OS', 'SN', '4Y', 'EN', 'WK'] },
  // Transavia (HV, TO): sells no connections, neither its own nor with KLM or Air France, as known in
  // 2025 (Flying Blue miles are earned on it, which is not one ticket). UNSURE: Air France-KLM said
  // in 2024 it would connect Transavia to its hubs; not seen on sale.
  { airline: 'HV', own: { kind: 'none' }, partners: [] },
  { airline: 'TO', own: { kind: 'none' }, partners: [] },
  // VietJet sells connections on its network (SGN, HAN) as known; no partner.
  { airline: 'VJ', own: { kind: 'network' }, partners: [] },
  // flydubai: connections at DXB with its own and Emirates flights (partnership since 2017,
  // https://www.flydubai.com/en/plan/partners/emirates).
  { airline: 'FZ', own: { kind: 'airports', airports: ['DXB'] }, partners: ['EK'] },
  // Air Arabia: connections at its hub Sharjah (SHJ) as known in 2025; its other hubs (3O Morocco,
  // E5 Egypt, G9 Abu Dhabi ops) not joined.
  { airline: 'G9', own: { kind: 'airports', airports: ['SHJ'] }, partners: [] },
  // SpiceJet: connections on its network (as known); Emirates codeshare (2018). UNSURE: left out.
  { airline: 'SG', own: { kind: 'network' }, partners: [] },
  // Akasa: connections on its network since 2023 as known. UNSURE.
  { airline: 'QP', own: { kind: 'network' }, partners: [] },
  // flynas: connections at RUH and JED, as known. UNSURE of the list.
  { airline: 'XY', own: { kind: 'airports', airports: ['RUH', 'JED'] }, partners: [] },
  // Peach and Spring sell no connections as known in 2025.
  { airline: 'MM', own: { kind: 'none' }, partners: [] },
  { airline: '9C', own: { kind: 'none' }, partners: [] },
  // JetBlue: sells connections everywhere on its network and its partners (LINKS above): treated
  // as a network carrier (not listed here).
  // Volaris, VivaAerobus: connections on their networks (Mexico's hubs GDL, TIJ, MEX / MTY, MEX):
  // as known in 2025.
  { airline: 'Y4', own: { kind: 'network' }, partners: [] },
  { airline: 'VB', own: { kind: 'network' }, partners: [] },
  // GOL: connections on its network and its partners (LINKS): a network carrier here.
  // Azul: a network carrier (LINKS), not listed here.
  // Others widely known to sell no connections: Wizz (above), Jet2, Volotea, Transavia; AJet (VF,
  // Turkish Airlines' no-frills arm) sells connections at SAW with Turkish: UNSURE, not listed.
];

// --- Cities with several airports: changes one ticket can hold ------------------------------------
// Minutes: the ground transfer (by the usual public or airline transport, in ordinary traffic) plus
// an hour and a half for leaving the first airport and checking in and passing security at the second
// (two hours for international departures at airports known for long queues), rounded up to the
// quarter hour; judged from the airports' and operators' published journey times (as known in 2025),
// not from any airline's minimum connecting time. Sellers: only airlines known to sell the change on
// one ticket (their own flights on both sides); every other pair is not sold (sellers empty).
const change = (a: string, b: string, minutes: number, sellers: readonly string[] = []): AirportChange => ({ airports: [a, b], minutes, sellers });

const AIRPORT_CHANGES: readonly AirportChange[] = [
  // London: coaches LHR–LGW 65–90 min (National Express); LHR–STN 75–105; LHR–LTN 60–75; LHR–LCY by
  // Elizabeth line and DLR ~60; LGW–STN ~120; LGW–LTN ~100 (Thameslink). British Airways sold LHR–LGW
  // and LHR–LCY connections on one ticket (its "transfer between London airports"); UNSURE in 2026,
  // listed as a seller. Southend (SEN) has no airline known to sell a change.
  change('LHR', 'LGW', 210, ['BA']),
  change('LHR', 'STN', 225),
  change('LHR', 'LTN', 210),
  change('LHR', 'LCY', 180, ['BA']),
  change('LHR', 'SEN', 240),
  change('LGW', 'STN', 240),
  change('LGW', 'LTN', 225),
  change('LGW', 'LCY', 180, ['BA']),
  change('STN', 'LTN', 210),
  change('STN', 'LCY', 180),
  change('LCY', 'SEN', 180),
  // Paris: CDG–ORY by bus or RER+Orlyval 60–80 min. Air France sells CDG–ORY connections
  // (https://www.airfrance.com, "connecting between Paris airports"; as known in 2025).
  change('CDG', 'ORY', 180, ['AF']),
  // New York: JFK–LGA 30–60 min by road, JFK–EWR 60–90, LGA–EWR 60–90. No airline is known to sell
  // a change of New York airport on one ticket.
  change('JFK', 'LGA', 180),
  change('JFK', 'EWR', 210),
  change('LGA', 'EWR', 210),
  // Tokyo: NRT–HND 75–90 min (Limousine Bus, Keisei/Keikyu). JAL and ANA sell international flights
  // at one joined to domestic flights at the other on one ticket (both publish the transfer); as
  // known in 2025.
  change('NRT', 'HND', 210, ['JL', 'NH']),
  // Milan: MXP–LIN ~70 min by bus; MXP–BGY ~80; LIN–BGY ~60. ITA is not known to sell these.
  change('MXP', 'LIN', 195),
  change('MXP', 'BGY', 210),
  change('LIN', 'BGY', 180),
  // Moscow: SVO–DME 90–150 min by road (traffic), SVO–VKO 75–120, DME–VKO 60–90. No seller known.
  change('SVO', 'DME', 270),
  change('SVO', 'VKO', 240),
  change('DME', 'VKO', 210),
  // Washington: IAD–DCA ~45 min by road, Silver line ~75; IAD–BWI ~75; DCA–BWI ~50. No seller known.
  change('IAD', 'DCA', 180),
  change('IAD', 'BWI', 210),
  change('DCA', 'BWI', 180),
  // Chicago: ORD–MDW ~60 min by road, longer in traffic. No seller known.
  change('ORD', 'MDW', 195),
  // São Paulo: GRU–CGH 60–90 min by road; GRU–VCP ~90 (Azul runs a free bus VCP–São Paulo); CGH–VCP
  // ~90. LATAM and GOL sell GRU–CGH changes? UNSURE: left without seller.
  change('GRU', 'CGH', 210),
  change('GRU', 'VCP', 225),
  change('CGH', 'VCP', 225),
  // Buenos Aires: EZE–AEP 45–75 min by road (Tienda León/Manuel Tienda León bus). Aerolíneas
  // Argentinas sells international at EZE joined to domestic at AEP on one ticket; as known in 2025.
  change('EZE', 'AEP', 210, ['AR']),
  // Shanghai: PVG–SHA ~60–75 min by bus or metro line 2. China Eastern (and Shanghai Airlines) sell
  // the change on one ticket; as known in 2025.
  change('PVG', 'SHA', 210, ['MU', 'FM']),
  // Beijing: PEK–PKX ~90 min by road, ~100 by train and metro. No seller known (UNSURE).
  change('PEK', 'PKX', 240),
  // Seoul: ICN–GMP ~45–60 min (AREX, limousine). Korean Air and Asiana sell international at ICN
  // joined to domestic at GMP (with a transfer bus); as known in 2025, UNSURE for Asiana in 2026.
  change('ICN', 'GMP', 180, ['KE', 'OZ']),
  // Osaka: KIX–ITM ~70 min by Limousine Bus. JAL and ANA sell it as in Tokyo; as known.
  change('KIX', 'ITM', 195, ['JL', 'NH']),
  // Bangkok: BKK–DMK ~60 min by the free shuttle bus (for ticketed passengers). Thai AirAsia's
  // Fly-Thru works at DMK only; no seller known for the change.
  change('BKK', 'DMK', 195),
  // Istanbul: IST–SAW 90–120 min by road. Turkish Airlines (IST) with AJet (SAW): no seller known.
  change('IST', 'SAW', 240),
  // Stockholm: ARN–BMA ~60 min (bus via the city). No seller known.
  change('ARN', 'BMA', 180),
  // Rome: FCO–CIA ~60–75 min by road. No seller known.
  change('FCO', 'CIA', 195),
  // Rio de Janeiro: GIG–SDU 40–60 min by road. No seller known (UNSURE: GOL and LATAM run both).
  change('GIG', 'SDU', 180),
  // Jakarta: CGK–HLP ~60–90 min by road. No seller known.
  change('CGK', 'HLP', 210),
  // Taipei: TPE–TSA ~60 min by road. China Airlines and EVA fly both; no seller known.
  change('TPE', 'TSA', 180),
  // Dubai: DXB–DWC ~45–60 min by road (no rail yet). No seller known (flydubai at both: UNSURE).
  change('DXB', 'DWC', 180),
  // Houston: IAH–HOU ~50 min by road. Dallas: DFW–DAL ~35 min. No seller known (Southwest sells HOU
  // and DAL only, United IAH, American DFW).
  change('IAH', 'HOU', 180),
  change('DFW', 'DAL', 165),
  // Los Angeles: LAX with Burbank (~45 min), Long Beach (~40), Ontario (~60), Santa Ana/John Wayne
  // (~60) by road; the others among themselves not curated (the default applies). No seller known.
  change('LAX', 'BUR', 180),
  change('LAX', 'LGB', 165),
  change('LAX', 'ONT', 195),
  change('LAX', 'SNA', 180),
  // Toronto: YYZ–YTZ ~35–45 min (UP Express and taxi). Air Canada flies both; no seller known.
  change('YYZ', 'YTZ', 165),
  // Montreal: YUL–YHU ~45 min by road. No seller known.
  change('YUL', 'YHU', 165),
];

/** Four hours for a change of airport in a city not curated: longer than any curated pair but Moscow's worst. */
const DEFAULT_AIRPORT_CHANGE_MINUTES = 240;

export const TICKETING: TicketingFacts = {
  alliances: [
    { name: 'star', members: STAR },
    { name: 'oneworld', members: ONEWORLD },
    { name: 'skyteam', members: SKYTEAM },
  ],
  groups: LINKS.flatMap((l) => ('name' in l ? [l] : [])),
  partnerships: LINKS.flatMap((l) => ('name' in l ? [] : [l])),
  regionals: REGIONALS,
  noFrills: NO_FRILLS,
  airportChanges: AIRPORT_CHANGES,
  defaultAirportChangeMinutes: DEFAULT_AIRPORT_CHANGE_MINUTES,
};

/** Airlines named above that have no route in data/airline-routes.csv, and why (a test keeps this list exact). */
export const NOT_IN_ROUTE_FILE: Readonly<Record<string, string>> = {
  // The route file counts regional flying under the mainline's code (OpenTravelData's figures are
  // by marketing airline), so the US, Canadian and European regionals are not in it; their rules
  // matter once a schedule carries their operating codes.
  '9E': 'regional (Delta Connection), counted under DL',
  C5: 'regional (United Express), counted under UA',
  MQ: 'regional (American Eagle), counted under AA',
  OH: 'regional (American Eagle), counted under AA',
  OO: 'regional (United, Delta, American, Alaska), counted under them',
  PT: 'regional (American Eagle), counted under AA',
  QK: 'regional (Air Canada Express), counted under AC',
  QX: 'regional (Alaska, Horizon), counted under AS',
  RV: 'regional (Air Canada Rouge), counted under AC',
  YV: 'regional (United Express, American Eagle), counted under them',
  YW: 'regional (Iberia Regional), counted under IB',
  YX: 'regional (Republic), counted under the mainlines',
  ZW: 'regional (United Express, Air Wisconsin), counted under UA',
  CL: 'Lufthansa CityLine, counted under LH',
  VL: 'Lufthansa City Airlines, founded 2024, after the route file',
  WA: 'KLM Cityhopper, counted under KL',
  CJ: 'BA CityFlyer, counted under BA',
  '4Y': 'Discover Airlines, founded 2021, after the route file',
  I2: 'Iberia Express, counted under IB in the route file',
  WR: 'WestJet Encore, counted under WS',
  LP: 'LATAM Perú, counted under LA',
  '4C': 'LATAM Colombia, counted under LA',
  EC: 'easyJet Europe (2017), counted under U2',
  DS: 'easyJet Switzerland, counted under U2',
  W4: 'Wizz Air Malta (2022), after the route file',
  '5W': 'Wizz Air Abu Dhabi (2020–2025), after the route file',
  W9: 'Wizz Air UK (2018), after the route file',
  QP: 'Akasa Air, founded 2022, after the route file',
  // Left out of the route table by its rules (decision 73).
  '3K': 'Jetstar Asia, closed in July 2025 (curated/ceased-airlines.ts)',
  JX: 'Starlux Airlines, founded 2020, after the route file (whose JX routes are Jambojet’s, in Kenya: cabotage for a Taiwanese airline)',
};
