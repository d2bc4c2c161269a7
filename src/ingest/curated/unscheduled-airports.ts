// Curated facts: airports where no airline flies a schedule a traveller can book, though the route
// table or OurAirports list flights there: business and general aviation fields near big cities
// (air-taxi and charter flights) and military bases (military charters). The network schedule
// flies none of them, so that they are not among the airports travellers fly from.

export const UNSCHEDULED_AIRPORTS: readonly { code: string; reason: string }[] = [
  { code: 'TEB', reason: 'Teterboro: business aviation for New York; no scheduled airline service' },
  { code: 'PDK', reason: 'DeKalb–Peachtree, Atlanta: general and business aviation' },
  { code: 'HHR', reason: 'Hawthorne, Los Angeles: general aviation' },
  { code: 'OPF', reason: 'Miami–Opa-locka Executive: business aviation' },
  { code: 'BED', reason: 'Hanscom Field, Boston: general aviation since scheduled service ended in 2016' },
  { code: 'RMS', reason: 'Ramstein Air Base: United States Air Force; the flights listed are military charters' },
  { code: 'SVN', reason: 'Hunter Army Airfield, Savannah: United States Army; the flights listed are military charters' },
  // The route file's United flights to these are military charters (issue 45: Yokota was Tokyo's second-nearest airport).
  { code: 'OKO', reason: 'Yokota Air Base, Tokyo: United States Air Force; the flights listed are military charters' },
  { code: 'ADW', reason: 'Joint Base Andrews, Washington: United States Air Force; the flights listed are military charters' },
  { code: 'RIV', reason: 'March Air Reserve Base, Riverside: the flights listed are military charters' },
  { code: 'BIF', reason: 'Biggs Army Airfield, El Paso: United States Army; the flights listed are military charters' },
  { code: 'SKF', reason: 'Kelly Field, San Antonio: United States Air Force; the flights listed are military charters' },
  { code: 'POB', reason: 'Pope Field, Fort Liberty: United States Air Force; the flights listed are military charters' },
  { code: 'NGF', reason: 'Marine Corps Air Station Kaneohe Bay: the flights listed are military charters' },
  { code: 'EDF', reason: 'Joint Base Elmendorf–Richardson, Anchorage: the flights listed are military charters' },
  { code: 'EIL', reason: 'Eielson Air Force Base: the flights listed are military charters' },
  { code: 'HOP', reason: 'Campbell Army Airfield, Fort Campbell: the flights listed are military charters' },
  { code: 'VCV', reason: 'Southern California Logistics Airport, Victorville: no scheduled airline service; the flights listed are military charters' },
  { code: 'MHR', reason: 'Sacramento Mather: cargo and general aviation; the flights listed are military charters' },
  { code: 'FTW', reason: 'Fort Worth Meacham: general aviation; the flights listed are charters' },
];
