// The one place that knows which islands are alive. An island is a piece of UI rendered into a host
// element by a lazily loaded chunk (React lives only in those chunks). Hosts are tracked by element:
// a host that is removed from the document is unmounted on the next sweep; a host that was only moved
// (still connected) is kept; a host that is gone before its chunk arrives never mounts.
// The registry also counts any other lazy work, so that settled() means "nothing is pending".

export interface IslandHandle {
  unmount(): void;
}

export interface IslandModule<P> {
  mount(host: HTMLElement, props: P): IslandHandle;
}

export type IslandLoader<P> = () => Promise<IslandModule<P>>;

interface Entry {
  handle: IslandHandle | null; // null while the chunk is loading
}

// Every live island of every registry, by host: start() and enhance() may meet the same host.
const entries = new WeakMap<HTMLElement, Entry>();

// Chunks already loaded, per loader. Even a cached import() resolves a frame or two later in a
// browser; with the module at hand an island mounts in the same task as the pass that asked for it.
const loaded = new WeakMap<IslandLoader<never>, IslandModule<never>>();

export class Islands {
  readonly #hosts = new Set<HTMLElement>();
  readonly #pending = new Set<Promise<unknown>>();

  /** Mounts (now if its chunk is loaded, else when it is); nothing when the host already has one. */
  mount<P>(host: HTMLElement, loader: IslandLoader<P>, props: P): void {
    if (entries.has(host)) return;
    const entry: Entry = { handle: null };
    entries.set(host, entry);
    this.#hosts.add(host);
    const mountNow = (module: IslandModule<P>) => {
      loaded.set(loader as IslandLoader<never>, module as IslandModule<never>);
      // Unmounted while the chunk was loading, or removed: never mount.
      if (entries.get(host) !== entry) return;
      if (host.isConnected) entry.handle = module.mount(host, props);
      else this.#forget(host);
    };
    const failed = (error: unknown) => {
      this.#forget(host);
      console.error('[vormgever] island failed in', host, error);
    };
    const cached = loaded.get(loader as IslandLoader<never>) as IslandModule<P> | undefined;
    if (!cached) this.track(loader().then(mountNow).catch(failed));
    else {
      try {
        mountNow(cached);
      } catch (error) {
        failed(error);
      }
    }
  }

  /** Unmounts the island in `host`, after the current task so that it never runs inside a render. */
  unmount(host: HTMLElement): void {
    const handle = this.#hosts.has(host) && entries.get(host)?.handle;
    this.#forget(host);
    if (handle) this.track(Promise.resolve().then(() => handle.unmount()));
  }

  /** Unmounts every island whose host has left the document. */
  sweep(): void {
    for (const host of this.#hosts) if (!host.isConnected) this.unmount(host);
  }

  clear(): void {
    for (const host of this.#hosts) this.unmount(host);
  }

  /** Number of mounted islands (hosts whose chunk is still loading are not counted). */
  count(): number {
    let n = 0;
    for (const host of this.#hosts) if (entries.get(host)?.handle) n++;
    return n;
  }

  /** Counts `promise` as pending work (settled() waits for it); its failure is logged. */
  track(promise: Promise<unknown>): void {
    const tracked = promise.catch((error: unknown) => console.error('[vormgever] lazy work failed', error));
    this.#pending.add(tracked);
    void tracked.finally(() => this.#pending.delete(tracked));
  }

  /** Resolves when every scheduled mount, unmount and tracked piece of work has run. */
  async settled(): Promise<void> {
    while (this.#pending.size) await Promise.allSettled([...this.#pending]);
  }

  #forget(host: HTMLElement): void {
    if (this.#hosts.delete(host)) entries.delete(host);
  }
}
