// The browser entry: the island loader. A page without islands runs only this. Styles are not
// here: the server links the shell's sheet and those of what the page renders.
import { startIslands } from './runtime/start-islands.ts';

// In a build each island's chunk URL is in its markup (data-island-src); only `vite dev`, where
// the server knows no chunks, needs the map of island modules.
startIslands(import.meta.env.DEV ? import.meta.glob('./islands/*.island.tsx') : {});
