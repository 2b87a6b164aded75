// Replaced by build.mjs; tests see the fallback in src/version.ts.
declare const __VERSION__: string;

declare module '*.css' {
  const text: string;
  export default text;
}
