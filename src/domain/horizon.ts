/** Days after today (local at the origin) that a schedule can be asked for. */
export const HORIZON_DAYS = 360;
