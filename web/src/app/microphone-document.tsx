// The assessment hears its candidate through the microphone, which the pages' Permissions-Policy
// lets only the assessment's page use (domain/src/pages/security-headers.ts, docs/security-
// headers.md). A policy belongs to a document: a route reached by a link within the app is still
// the document the reader started in, which may not use it. So the assessment's route loads its
// page afresh when the document it is in may not: Hosting, or the service worker's copy of what
// Hosting sent for that address, sends it with its own policy.
import { useEffect, useState, type ReactNode } from 'react';
import { StatusMessage } from '@/components/feedback/status-message';
import { loadPageAfresh } from '@/lib/browser/load-page-afresh';

/** Set while a page is loaded afresh for the microphone: one load, never a loop. */
export const LOADED_FOR_MICROPHONE_KEY = 'portal:loaded-for-microphone';

interface PolicyReader {
  allowsFeature(feature: string): boolean;
}

/** Whether this document may use the microphone, or null where the browser cannot tell. */
export function documentMayUseMicrophone(doc: Document = document): boolean | null {
  const { permissionsPolicy, featurePolicy } = doc as Document & {
    permissionsPolicy?: PolicyReader;
    featurePolicy?: PolicyReader;
  };
  const policy = permissionsPolicy ?? featurePolicy;
  return policy ? policy.allowsFeature('microphone') : null;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

interface MicrophoneDocumentProps {
  /** The route's own address, which Hosting's policy names. */
  path: string;
  children: ReactNode;
}

export function MicrophoneDocument({ path, children }: MicrophoneDocumentProps) {
  // Decided once, as the route opens: a page already loaded afresh for it is not loaded again
  // (the page then says the microphone is blocked, when the candidate first answers).
  const [loadAfresh] = useState(
    () =>
      documentMayUseMicrophone() === false &&
      storage()?.getItem(LOADED_FOR_MICROPHONE_KEY) !== path,
  );
  useEffect(() => {
    if (!loadAfresh) {
      storage()?.removeItem(LOADED_FOR_MICROPHONE_KEY);
      return;
    }
    storage()?.setItem(LOADED_FOR_MICROPHONE_KEY, path);
    loadPageAfresh(`${path}${window.location.search}`);
  }, [loadAfresh, path]);
  if (loadAfresh) return <StatusMessage kind="loading">Loading...</StatusMessage>;
  return children;
}
