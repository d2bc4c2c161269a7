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
];
