/** Build-time constants, replaced by Vite (see astro.config.ts). */
declare const __SITE_URL__: string;
declare const __MEDIA_BASE_URL__: string;
declare const __RELAY_URL__: string;
declare const __VITALS_URL__: string;
declare const __BUILD_YEAR__: number;
