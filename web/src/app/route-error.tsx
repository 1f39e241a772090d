// A route that failed to render or load: say so inside the layout, offer a way on.
import { Link, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '@/lib/browser/use-document-title';

export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  console.error(error);
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  // A bad build configuration is the developer's to fix: show them what is wrong.
  const configMessage =
    error instanceof Error && error.name.endsWith('ConfigError') ? error.message : null;
  return (
    <section className="route-error" role="alert">
      <h1>Something went wrong</h1>
      <p>
        {configMessage ??
          (chunkFailed
            ? 'Part of the app could not be loaded. Check your connection and reload the page.'
            : 'This page hit an unexpected error. Reload the page, or go back to the jobs.')}
      </p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <Link to="/">Explore Jobs</Link>
      </p>
    </section>
  );
}
