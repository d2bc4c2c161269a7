/** Domestic (D) or international (I) at departure, then at arrival, as SSIM writes it. */
export type MctStatus = 'DD' | 'DI' | 'ID' | 'II';

export const MCT_STATUSES: readonly MctStatus[] = ['DD', 'DI', 'ID', 'II'];
