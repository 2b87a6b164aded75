// TEMPORARY STUB by the lead so the engine compiles; the lightbox helper replaces this file.
import type { Islands } from '../islands/registry';
import type { Settings } from '../settings';

export function watchLinks(_ctx: { doc: Document; win: Window; settings: Settings; islands: Islands }): () => void {
  return () => undefined;
}
