// The one place that knows which islands are alive. An island is a piece of UI rendered into a host
// element by a lazily loaded chunk (React lives only in those chunks). Hosts are tracked by element:
// a host that is removed from the document is unmounted on the next sweep; a host that was only moved
// (still connected) is kept; a host that is gone before it would mount never mounts.
// Two kinds: given its module (code already at hand, e.g. the lightbox), an island mounts at once;
// given a loader (the entry's switch), it mounts when its chunk is in and the page is idle, because
// the stylesheet already draws what it draws, and a re-render of a long form must not wait for React.
// The registry also counts any other lazy work, so that settled() means "nothing is pending".

export interface IslandHandle {
  unmount(): void;
}

export interface IslandModule<P> {
  mount(host: HTMLElement, props: P): IslandHandle;
}

export type IslandLoader<P> = () => Promise<IslandModule<P>>;

interface Entry {
  handle?: IslandHandle; // set once mounted
}

// Every live island of every registry, by host: start() and enhance() may meet the same host.
const entries = new WeakMap<HTMLElement, Entry>();

/** Resolves when the page is idle (after a second at the latest); a task later where there is no idle callback. */
export const idle = (): Promise<unknown> =>
  new Promise((done) => self.requestIdleCallback?.(done, { timeout: 1000 }) ?? setTimeout(done));

/** One registry: the islands of start() (or of enhance()) and its pending lazy work. */
export interface Islands {
  /** Mounts a module's island now, a loader's when idle (see above); nothing when the host has one. */
  mount<P>(host: HTMLElement, island: IslandModule<P> | IslandLoader<P>, props: P): void;
  /** Unmounts the island in `host`, after the current task so that it never runs inside a render. */
  unmount(host: HTMLElement): void;
  /** Unmounts every island whose host has left the document; with `all`, every island. */
  sweep(all?: boolean): void;
  /** Number of mounted islands (hosts still waiting for their chunk or for idle are not counted). */
  count(): number;
  /** Counts `promise` as pending work (settled() waits for it); its failure is logged. */
  track(promise: Promise<unknown>): void;
  /** Resolves when every scheduled mount, unmount and tracked piece of work has run. */
  settled(): Promise<void>;
}

export function createIslands(): Islands {
  const hosts = new Set<HTMLElement>();
  const pending = new Set<Promise<unknown>>();
  const forget = (host: HTMLElement) => hosts.delete(host) && entries.delete(host);

  const islands: Islands = {
    mount(host, island, props) {
      if (entries.has(host)) return;
      const entry: Entry = {};
      entries.set(host, entry);
      hosts.add(host);
      const mountNow = (module: IslandModule<typeof props>) => {
        // Unmounted while waiting, or removed: never mount.
        if (entries.get(host) !== entry) return;
        if (host.isConnected) entry.handle = module.mount(host, props);
        else forget(host);
      };
      const failed = (error: unknown) => {
        forget(host);
        console.error('[vormgever] island failed in', host, error);
      };
      // A module's mount error goes to the caller, which knows what was being opened.
      if ('mount' in island) mountNow(island);
      else islands.track(Promise.all([island(), idle()]).then(([module]) => mountNow(module)).catch(failed));
    },

    unmount(host) {
      const handle = hosts.has(host) && entries.get(host)?.handle;
      forget(host);
      if (handle) islands.track(Promise.resolve().then(() => handle.unmount()));
    },

    sweep(all) {
      for (const host of hosts) if (all || !host.isConnected) islands.unmount(host);
    },

    count: () => [...hosts].filter((host) => entries.get(host)?.handle).length,

    track(promise) {
      const tracked = promise.catch((error: unknown) => console.error('[vormgever] lazy work failed', error));
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
    },

    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
  return islands;
}
