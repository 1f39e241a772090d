// Hands the Firebase instances and the cache of server data to the app. Loaded lazily so the
// shell paints before Firebase.
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import {
  dataMode,
  firestore,
  firestoreOnDisk,
  functions,
  loadAuth,
  loadedFirestore,
  loadFirestore,
  publicReads,
  sessionMayBeHeld,
} from '@/lib/firebase/firebase';
import { FirebaseServicesProvider } from '@/lib/firebase/firebase-services';
import { HiddenJobsProvider } from '@/lib/jobs/hidden-jobs-context';
import { SavedJobsProvider } from '@/lib/account/saved-jobs-context';
import { SessionProvider } from '@/lib/account/session-provider';
import { createQueryClient } from '@/lib/query/query-client';

const services = { firestore, loadFirestore, functions, dataMode, reads: publicReads };

export default function FirebaseProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <FirebaseServicesProvider services={services}>
        <SessionProvider
          loadAuth={loadAuth}
          loadDb={loadFirestore}
          loadedDb={loadedFirestore}
          dbKeepsWritesOnDisk={firestoreOnDisk}
          // The hint firebase.ts read to choose Firestore's cache: read once a page, not again.
          mayHoldSession={sessionMayBeHeld}
        >
          <HiddenJobsProvider watch={publicReads.watchHiddenJobIds}>
            <SavedJobsProvider>
              {dataMode === 'offline' && (
                <p className="offline-mode-banner" role="note">
                  Offline mode: no Firestore emulator is running, so data stays in this browser.
                </p>
              )}
              {children}
            </SavedJobsProvider>
          </HiddenJobsProvider>
        </SessionProvider>
      </FirebaseServicesProvider>
    </QueryClientProvider>
  );
}
