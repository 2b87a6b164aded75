// The script-tag entry: <script type="module" src=".../vormgever.js"> starts Vormgever by itself.
// enhance() as start.ts has it: the library's (engine/undo.ts) records its writes, which costs bytes.
import { enhance, start, type Controller } from './engine/start';
import { version } from './version';

declare global {
  interface Window {
    vormgever?: { start: typeof start; enhance: typeof enhance; version: string; controller?: Controller };
  }
}

const api: NonNullable<Window['vormgever']> = { start, enhance, version };
window.vormgever = api;

function go(): void {
  api.controller = start();
}

// A module script runs after parsing; the check only matters when it is injected early by hand.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', go); // fires once
else go();
