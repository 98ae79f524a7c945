/** The client entry module, relative to the project root (vite.config.ts defines it). */
declare const __CLIENT_ENTRY__: string;
/** package.json version plus build time, for /healthz (vite.config.ts defines it). */
declare const __APP_VERSION__: string;

/**
 * The runtime module a Durable Object class extends (its RPC methods are typed through it). The
 * Workers types come as modules (src/platform.ts), so the module is declared from their namespace.
 */
declare module 'cloudflare:workers' {
  import type { CloudflareWorkersModule } from '@cloudflare/workers-types/index.ts';
  export const DurableObject: typeof CloudflareWorkersModule.DurableObject;
  export type DurableObject<Env = unknown> = CloudflareWorkersModule.DurableObject<Env>;
}
