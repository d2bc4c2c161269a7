// Curated facts: airports the npm packages' data (OurAirports) marks as having scheduled service
// where no airline flies a schedule, business and general aviation fields near big cities. The demo
// schedule flies none of them, so that they are not among the airports travellers fly from.

export const UNSCHEDULED_AIRPORTS: readonly { code: string; reason: string }[] = [
  { code: 'TEB', reason: 'Teterboro: business aviation for New York; no scheduled airline service' },
  { code: 'PDK', reason: 'DeKalb–Peachtree, Atlanta: general and business aviation' },
  { code: 'HHR', reason: 'Hawthorne, Los Angeles: general aviation' },
  { code: 'OPF', reason: 'Miami–Opa-locka Executive: business aviation' },
  { code: 'BED', reason: 'Hanscom Field, Boston: general aviation since scheduled service ended in 2016' },
];
