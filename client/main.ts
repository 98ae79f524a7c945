// The browser entry: global styles and the island loader. A page without islands runs only this.
import './styles/global.css';
import { startIslands } from './runtime/start-islands.ts';

startIslands(import.meta.glob('./islands/*.island.tsx'));
