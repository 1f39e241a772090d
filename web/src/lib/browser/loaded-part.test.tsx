// A part that loads after the page: nothing in its place until it has come, the part after, and
// a page the server painted is taken over as painted (hydration sees "not loaded").
import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, use, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import {
  loadedPart,
  preloadableLazy,
  useHydrating,
  useLoadedPart,
  useLoadedPartOrSuspend,
  type LoadedPart,
} from './loaded-part';

function Shown({ part }: { part: LoadedPart<string> }) {
  return <p>{useLoadedPart(part) ?? 'Not yet'}</p>;
}

function Suspending({ part }: { part: LoadedPart<string> }) {
  return <p>{useLoadedPartOrSuspend(part)}</p>;
}

function Hydrating() {
  return <p>{useHydrating() ? 'Hydrating' : 'Client'}</p>;
}

class Failed extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children;
  }
}

function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('loadedPart', () => {
  it('loads once, when first shown, and shows the part once it has come', async () => {
    const loading = later<string>();
    const load = vi.fn(() => loading.promise);
    const part = loadedPart(load);
    expect(load).not.toHaveBeenCalled();
    render(
      <>
        <Shown part={part} />
        <Shown part={part} />
      </>,
    );
    expect(screen.getAllByText('Not yet')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => loading.resolve('The part'));
    expect(screen.getAllByText('The part')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws the loading error where the part is shown', async () => {
    const loading = later<string>();
    const part = loadedPart(() => loading.promise);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Failed>
        <Shown part={part} />
      </Failed>,
    );
    await act(async () => loading.reject(new Error('offline')));
    expect(screen.getByText('Failed: offline')).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('takes over a painted page as painted, even with the part already loaded', async () => {
    const part = loadedPart(() => Promise.resolve('The part'));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shown part={part} />);
    const painted = container.querySelector('p');
    expect(painted).toHaveTextContent('Not yet');
    // Loaded before the page is taken over.
    part.subscribe(() => {})();
    await Promise.resolve();
    await Promise.resolve();
    expect(part.current()).toBe('The part');

    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Shown part={part} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    // The same node, now showing the part.
    expect(container.querySelector('p')).toBe(painted);
    expect(painted).toHaveTextContent('The part');
  });

  it('keeps what is on screen until the part can show, instead of a fallback', async () => {
    const loading = later<() => string>();
    const part = loadedPart(() => loading.promise);
    const code = later<string>();
    // The part's own render waits for more code (a lazy page, say).
    function Uses({ read }: { read: () => string }) {
      return <p>{read()}</p>;
    }
    function Page() {
      const read = useLoadedPart(part);
      return read ? <Uses read={read} /> : <p>Not yet</p>;
    }
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <Page />
      </Suspense>,
    );
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(async () => loading.resolve(() => use(code.promise)));
    await act(async () => code.resolve('The part'));
    expect(await screen.findByText('The part')).toBeInTheDocument();
    observer.disconnect();
    expect([...seen].some((text) => text.includes('Fallback'))).toBe(false);
  });

  it('read as lazy() would, shows the fallback until the part has come', async () => {
    const loading = later<string>();
    const part = loadedPart(() => loading.promise);
    await act(async () => {
      render(
        <Suspense fallback={<p>Fallback</p>}>
          <Suspending part={part} />
        </Suspense>,
      );
    });
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    await act(async () => loading.resolve('The part'));
    expect(await screen.findByText('The part')).toBeInTheDocument();
  });
});

describe('useHydrating', () => {
  it('is true on a server and while hydrating, false after and in a client render', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Hydrating />);
    expect(container).toHaveTextContent('Hydrating');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Hydrating />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Client');
    render(<Hydrating />);
    expect(screen.getByText('Client')).toBeInTheDocument();
  });
});

describe('preloadableLazy', () => {
  it('renders at once, with no fallback, once its code has been preloaded', async () => {
    const Page = preloadableLazy(async () => ({ default: () => <p>The page</p> }));
    await Page.preload();
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <Page />
      </Suspense>,
    );
    // In the same commit: no fallback first.
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Fallback')).not.toBeInTheDocument();
  });

  it('loads its code once, as lazy() would, when rendered without a preload', async () => {
    const load = vi.fn(async () => ({ default: () => <p>The page</p> }));
    const Page = preloadableLazy(load);
    render(
      <Suspense fallback={<p>Fallback</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Fallback')).toBeInTheDocument();
    expect(await screen.findByText('The page')).toBeInTheDocument();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
