/** The client entry module, relative to the project root (vite.config.ts defines it). */
declare const __CLIENT_ENTRY__: string;
/** package.json version plus build time, for /healthz (vite.config.ts defines it). */
declare const __APP_VERSION__: string;
