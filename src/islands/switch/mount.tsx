import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { IslandHandle } from '../registry';
import { Switch } from './Switch';

export function mount(host: HTMLElement): IslandHandle {
  const root = createRoot(host);
  // Render now, not in a later task: settled() then means "drawn".
  flushSync(() => root.render(<Switch />));
  return { unmount: () => root.unmount() };
}
