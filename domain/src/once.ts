// A value built on its first use, then kept: for what a module would otherwise build as it
// loads, in every program that loads it, whether or not that program ever uses it.

/** Calls `build` the first time it is called, and returns what it built every time. */
export function once<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
