// Sets the browser tab title for the page being shown.
import { useEffect } from 'react';
import { appConfig } from '@/lib/config/app-config-instance';

/** 'Page | Product', or just the product name for the home page. */
export function useDocumentTitle(page?: string) {
  useEffect(() => {
    document.title = page ? `${page} | ${appConfig.productName}` : appConfig.productName;
  }, [page]);
}
