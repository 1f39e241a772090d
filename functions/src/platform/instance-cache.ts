// Values kept in an instance's memory for a while, so that requests which reach a function past
// the CDN (at the function's own URL, say) share one read rather than each paying for it.
// Requests that come while a value is being read wait for that read; a failed read is not kept.

export interface InstanceCache<K, V> {
  /** The value kept for `key` while it is fresh, else what `load` reads (and is kept). */
  get(key: K, load: () => Promise<V>): Promise<V>;
}

export function instanceCache<K, V>({
  ttlMs,
  now = Date.now,
}: {
  /** How long a value is served after it was read; 0 keeps nothing. */
  ttlMs: number;
  now?: () => number;
}): InstanceCache<K, V> {
  const kept = new Map<K, { readAt: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const at = now();
      const entry = kept.get(key);
      if (entry && at - entry.readAt < ttlMs) return entry.value;
      const value = load();
      if (ttlMs <= 0) return value;
      const fresh = { readAt: at, value };
      kept.set(key, fresh);
      value.catch(() => {
        if (kept.get(key) === fresh) kept.delete(key);
      });
      return value;
    },
  };
}
