// GLightbox's ES module source (the package's own src/, the same 3.3.1 as its dist/): esbuild and
// terser minify it further than the package's Babel/UMD build (~1.3 KB less gzipped). Untyped:
// gallery.ts describes the part Vormgever uses.
declare module 'glightbox/src/js/glightbox.js' {
  const GLightbox: (options: Record<string, unknown>) => unknown;
  export default GLightbox;
}
