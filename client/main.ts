// The browser entry: global styles and the island loader. A page without islands runs only this.
import './styles/global.css';
import { startIslands } from './runtime/start-islands.ts';

// In a build each island's chunk URL is in its markup (data-island-src); only `vite dev`, where
// the server knows no chunks, needs the map of island modules.
startIslands(import.meta.env.DEV ? import.meta.glob('./islands/*.island.tsx') : {});
