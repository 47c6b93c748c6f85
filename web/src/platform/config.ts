/** Build-time settings of the SPA, read once from Vite's env with the documented defaults. */
export const SALE_SPOT_ID: string = import.meta.env.VITE_SALE_SPOT_ID || 'web';
export const IMAGE_PREFIX: string = import.meta.env.VITE_IMAGE_PREFIX || '/images/';
