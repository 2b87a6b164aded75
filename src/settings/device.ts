// The current device (the page builder's breakpoint names) from the enabled breakpoints.
import type { Breakpoint, BreakpointName, Device, Settings } from './types';

const MAX_RANGES: readonly BreakpointName[] = ['mobile', 'mobile_extra', 'tablet', 'tablet_extra', 'laptop'];

interface Range {
  name: BreakpointName;
  breakpoint: Breakpoint;
}

/** Enabled max-width ranges from the smallest up, then the enabled min-width ones (widescreen). */
function enabledRanges(settings: Settings): Range[] {
  const ranges = (Object.keys(settings.breakpoints) as BreakpointName[])
    .map((name) => ({ name, breakpoint: settings.breakpoints[name] }))
    .filter(({ breakpoint }) => breakpoint.enabled && Number.isFinite(breakpoint.value));
  const order = (range: Range) => (MAX_RANGES.includes(range.name) ? MAX_RANGES.indexOf(range.name) : MAX_RANGES.length);
  const max = ranges.filter((range) => range.breakpoint.direction === 'max');
  const min = ranges.filter((range) => range.breakpoint.direction === 'min');
  max.sort((a, b) => a.breakpoint.value - b.breakpoint.value || order(a) - order(b));
  min.sort((a, b) => b.breakpoint.value - a.breakpoint.value);
  return [...max, ...min];
}

function query({ breakpoint }: Range): string {
  return `(${breakpoint.direction}-width: ${breakpoint.value}px)`;
}

/** The window's media query list for a range, or null without (a working) matchMedia. */
function mediaQuery(win: Window, range: Range): MediaQueryList | null {
  try {
    return typeof win.matchMedia === 'function' ? win.matchMedia(query(range)) : null;
  } catch {
    return null;
  }
}

function matches(win: Window, range: Range): boolean {
  const list = mediaQuery(win, range);
  if (list) return list.matches;
  // No matchMedia (jsdom): compare the viewport width.
  const width = win.innerWidth;
  if (typeof width !== 'number' || !Number.isFinite(width)) return false;
  const { direction, value } = range.breakpoint;
  return direction === 'max' ? width <= value : width >= value;
}

export function currentDevice(settings: Settings, win: Window): Device {
  return enabledRanges(settings).find((range) => matches(win, range))?.name ?? 'desktop';
}

/**
 * Calls onChange with the new device whenever it changes (one call per change, even when one resize
 * crosses several breakpoints). Returns the teardown, which removes exactly the listeners it added.
 */
export function watchDevice(settings: Settings, win: Window, onChange: (device: Device) => void): () => void {
  let device = currentDevice(settings, win);
  const check = () => {
    const next = currentDevice(settings, win);
    if (next === device) return;
    device = next;
    onChange(next);
  };
  const teardowns: Array<() => void> = [];
  for (const range of enabledRanges(settings)) {
    const list = mediaQuery(win, range);
    if (!list) continue;
    if (typeof list.addEventListener === 'function') {
      list.addEventListener('change', check);
      teardowns.push(() => list.removeEventListener('change', check));
    } else if (typeof list.addListener === 'function') {
      // Safari before 14 only has the deprecated MediaQueryList.addListener.
      list.addListener(check);
      teardowns.push(() => list.removeListener(check));
    }
  }
  if (teardowns.length === 0 && enabledRanges(settings).length > 0) {
    win.addEventListener('resize', check);
    teardowns.push(() => win.removeEventListener('resize', check));
  }
  return () => {
    for (const teardown of teardowns.splice(0)) teardown();
  };
}
