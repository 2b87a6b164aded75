// The one place that knows which islands are alive. An island is a piece of UI rendered into a host
// element by a lazily loaded chunk (React lives only in those chunks). Hosts are tracked by element:
// a host that is removed from the document is unmounted on the next sweep; a host that was only moved
// (still connected) is kept; a host that is gone before it would mount never mounts.
// Two kinds: given its module (code already at hand, e.g. the lightbox), an island mounts at once;
// given a loader (the entry's switch), it waits to be asked for: wake(form) when the visitor reaches
// for its form (start()), or at once in an eager registry (enhance()). Waiting costs one small entry
// per host and nothing per pass, because the stylesheet already draws what the island draws.
// The registry also counts any other lazy work, so that settled() means "nothing already started is
// pending" (an island still waiting to be asked for is not pending).

export interface IslandHandle {
  unmount(): void;
}

export interface IslandModule<P> {
  mount(host: HTMLElement, props: P): IslandHandle;
}

export type IslandLoader<P> = () => Promise<IslandModule<P>>;

interface Entry {
  handle?: IslandHandle; // set once mounted
  /** Set while a loader's island waits to be asked for: loads and mounts it, pending in `by`. */
  wake?(by: Islands): void;
}

// Every island of every registry, by host: start() and enhance() may meet the same host.
const entries = new WeakMap<HTMLElement, Entry>();

/** One registry: the islands of start() (or of enhance()) and its pending lazy work. */
export interface Islands {
  /**
   * Mounts a module's island now; a loader's waits for wake() (in an eager registry: loads now, also
   * one that another registry holds waiting). Nothing when the host has one.
   */
  mount<P>(host: HTMLElement, island: IslandModule<P> | IslandLoader<P>, props?: P): void; // none for a void P
  /** Loads and mounts every waiting island inside `root` (the form the visitor reached for). */
  wake(root: Node | null | undefined): void;
  /** Unmounts the island in `host`, after the current task so that it never runs inside a render. */
  unmount(host: HTMLElement): void;
  /** Unmounts every island whose host has left the document; with `all`, every island. */
  sweep(all?: boolean): void;
  /** Number of mounted islands (hosts waiting to be asked for, or for their chunk, are not counted); the controller's liveIslands() (a name of its own, shortened in the entry). */
  liveCount(): number;
  /** Counts `promise` as pending work (idle() waits for it); its failure is logged. Returns it. */
  track<T>(promise: Promise<T>): Promise<T>;
  /** Resolves when every mount, unmount and tracked piece of work already started has run (the controller's settled(); a name of its own, shortened in the entry). */
  idle(): Promise<void>;
}

/** A registry; `eager`: a loader's island loads at once (enhance()), else when woken (start()). */
export function createIslands(eager?: boolean): Islands {
  const hosts = new Set<HTMLElement>();
  const pending = new Set<Promise<unknown>>();

  const islands: Islands = {
    mount<P>(host: HTMLElement, island: IslandModule<P> | IslandLoader<P>, props?: P) {
      let entry = entries.get(host);
      if (!entry) {
        const own: Entry = (entry = {});
        entries.set(host, own);
        hosts.add(host);
        // Unmounted while its chunk loaded, or removed: never mounts.
        const mountNow = (module: IslandModule<P>) => {
          if (entries.get(host) === own && host.isConnected) own.handle = module.mount(host, props as P);
        };
        // A module's mount error goes to the caller, which knows what was being opened; a chunk that
        // fails to load is logged by track() (the stylesheet still draws the switch).
        if ('mount' in island) return mountNow(island);
        own.wake = (by) => {
          own.wake = undefined;
          by.track(island().then(mountNow));
        };
      }
      if (eager) entry.wake?.(islands);
    },

    wake(root) {
      // Waiting first (a map lookup), then inside `root` (a climb): once every island of a page is
      // mounted, a pointerover costs a lookup per host.
      for (const host of hosts) {
        const wake = entries.get(host)?.wake;
        if (wake && root?.contains(host)) wake(islands);
      }
    },

    unmount(host) {
      if (!hosts.delete(host)) return;
      const handle = entries.get(host)?.handle;
      entries.delete(host);
      if (handle) islands.track(Promise.resolve().then(() => handle.unmount()));
    },

    sweep(all) {
      for (const host of hosts) if (all || !host.isConnected) islands.unmount(host);
    },

    liveCount: () => [...hosts].filter((host) => entries.get(host)?.handle).length,

    track(promise) {
      const tracked = promise.catch((error: unknown) => console.error('[vormgever] lazy work failed', error));
      pending.add(tracked);
      void tracked.finally(() => pending.delete(tracked));
      return promise;
    },

    async idle() {
      while (pending.size) await Promise.all([...pending]); // tracked: they never reject
    },
  };
  return islands;
}
