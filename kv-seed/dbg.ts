import { getPlatformProxy } from 'wrangler';
import { seedStock } from './seed.ts';
const { env, dispose } = await getPlatformProxy<any>({ configPath: 'wrangler.toml', persist: { path: '.wrangler/state/v3' } });
try { console.log(await seedStock(env.DB)); } catch (e) { console.error('ERR', String(e)); } finally { await dispose(); }
