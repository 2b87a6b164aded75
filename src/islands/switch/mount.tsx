import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { IslandHandle } from '../registry';
import type { SwitchProps } from '../../rules/switches';
import { Switch } from './Switch';

export function mount(host: HTMLElement, _props: SwitchProps): IslandHandle {
  const root = createRoot(host);
  // Render now, not in a later task: settled() then means "drawn".
  flushSync(() => root.render(<Switch />));
  return { unmount: () => root.unmount() };
}
