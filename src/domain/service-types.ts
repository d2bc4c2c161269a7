// IATA service types (SSIM Appendix C) of the flights a passenger can book: scheduled, additional
// and charter passenger services, shuttles, and passenger services run by a surface vehicle.
// Cargo, mail, positioning and ferry, training, technical tests and stops, military, government
// and general-aviation legs are kept in the dataset but never offered as journeys.
const PASSENGER = new Set(['J', 'S', 'U', 'Q', 'G', 'B', 'R', 'C', 'O', 'L']);

export function isPassengerService(serviceType: string): boolean {
  return PASSENGER.has(serviceType);
}
