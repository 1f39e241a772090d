// Page views for the analytics tag: one `page_view` event in window.dataLayer per route change.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushPageView(path: string): void {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'page_view',
    page_path: path,
    page_location: window.location.href,
  });
}

export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    pushPageView(`${pathname}${search}`);
  }, [pathname, search]);
}
