// Replaced by build.mjs; tests see the fallback in src/version.ts.
declare const __VERSION__: string;
// Defined (true) for the script-tag entry only: its icons are beside it (rules/icons.ts).
declare const __SCRIPT_TAG__: boolean | undefined;

declare module '*.css' {
  const text: string;
  export default text;
}

// The script-tag entry's files folder (engine/start.ts sets it; build.mjs points its import()s there).
interface ImportMeta {
  files?: string;
}
