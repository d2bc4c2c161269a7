/** What a location with an IATA code is: the spec's airports resource lists all three. */
export type LocationType = 'Airport' | 'RailwayStation' | 'BusStation';
