// The one place that knows which islands are alive. An island is a piece of UI rendered into a host
// element by a lazily loaded chunk (React lives only in those chunks). Hosts are tracked by element:
// a host that is removed from the document is unmounted on the next sweep; a host that was only moved
// (still connected) is kept; a host that is gone before its chunk arrives never mounts.

export interface IslandHandle {
  unmount(): void;
}

export interface IslandModule<P> {
  mount(host: HTMLElement, props: P): IslandHandle;
}

export type IslandLoader<P> = () => Promise<IslandModule<P>>;

// Which registry owns a host, across registries (start() and enhance() may both meet a host).
const owners = new WeakMap<HTMLElement, Islands>();

// Chunks already loaded, per loader. Even a cached import() resolves a frame or two later in a
// browser; with the module at hand an island mounts in the same task as the pass that asked for it.
const loaded = new WeakMap<IslandLoader<never>, IslandModule<never>>();

interface Entry {
  handle: IslandHandle | null; // null while the chunk is loading
}

export class Islands {
  readonly #live = new Map<HTMLElement, Entry>();
  readonly #pending = new Set<Promise<unknown>>();

  /** Schedules a mount; returns false when the host already has (or is getting) an island. */
  mount<P>(host: HTMLElement, loader: IslandLoader<P>, props: P): boolean {
    if (this.#live.has(host) || owners.get(host)?.has(host)) return false;
    const entry: Entry = { handle: null };
    this.#live.set(host, entry);
    owners.set(host, this);
    const mountNow = (module: IslandModule<P>) => {
      // Unmounted or removed while the chunk was loading: never mount.
      if (this.#live.get(host) !== entry) return;
      if (!host.isConnected) {
        this.#forget(host);
        return;
      }
      entry.handle = module.mount(host, props);
    };
    const cached = loaded.get(loader as IslandLoader<never>) as IslandModule<P> | undefined;
    if (cached) {
      try {
        mountNow(cached);
      } catch (error) {
        this.#forget(host);
        console.error('[vormgever] could not mount the island in', host, error);
      }
      return true;
    }
    this.#track(
      loader().then(
        (module) => {
          loaded.set(loader as IslandLoader<never>, module as IslandModule<never>);
          mountNow(module);
        },
        (error: unknown) => {
          this.#forget(host);
          console.error('[vormgever] could not load the island for', host, error);
        },
      ),
    );
    return true;
  }

  has(host: HTMLElement): boolean {
    return this.#live.has(host);
  }

  /** Unmounts the island in `host`, after the current task so that it never runs inside a render. */
  unmount(host: HTMLElement): void {
    const entry = this.#live.get(host);
    if (!entry) return;
    this.#forget(host);
    const handle = entry.handle;
    if (handle) this.#track(Promise.resolve().then(() => handle.unmount()));
  }

  /** Unmounts every island whose host has left the document. */
  sweep(): void {
    for (const host of this.#live.keys()) if (!host.isConnected) this.unmount(host);
  }

  clear(): void {
    for (const host of [...this.#live.keys()]) this.unmount(host);
  }

  /** Number of mounted islands (hosts whose chunk is still loading are not counted). */
  count(): number {
    let n = 0;
    for (const entry of this.#live.values()) if (entry.handle) n++;
    return n;
  }

  /** Resolves when every scheduled mount and unmount has run. */
  async settled(): Promise<void> {
    while (this.#pending.size) await Promise.allSettled([...this.#pending]);
  }

  #forget(host: HTMLElement): void {
    this.#live.delete(host);
    if (owners.get(host) === this) owners.delete(host);
  }

  #track(promise: Promise<unknown>): void {
    const tracked = promise.catch((error: unknown) => console.error('[vormgever] island error', error));
    this.#pending.add(tracked);
    void tracked.finally(() => this.#pending.delete(tracked));
  }
}
