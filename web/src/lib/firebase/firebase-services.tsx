// How components reach the Firebase instances: a context filled once by the app's providers.
// Tests fill it with their own instances (an offline Firestore, say).
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { createContext, use, useContext, type ReactNode } from 'react';
import type { PublicReads } from '@/lib/public-reads/public-reads';

export interface FirebaseServices {
  /** The app's Firestore, where it was loaded at once; null until loadFirestore has it. */
  firestore: Firestore | null;
  /** The app's Firestore, loaded on the first call (a guest's page may never need it). */
  loadFirestore: () => Promise<Firestore>;
  functions: Functions;
  /** 'offline': no Firestore server at all (firebase.ts), so the cache is the whole truth. */
  dataMode: 'cloud' | 'emulator' | 'offline';
  /** The public jobs, live: a guest's from a worker, everyone else's from `firestore` (firebase.ts). */
  reads: PublicReads;
}

const FirebaseServicesContext = createContext<FirebaseServices | null>(null);

export function FirebaseServicesProvider({
  services,
  children,
}: {
  services: FirebaseServices;
  children: ReactNode;
}) {
  return (
    <FirebaseServicesContext.Provider value={services}>{children}</FirebaseServicesContext.Provider>
  );
}

function useFirebaseServices(): FirebaseServices {
  const services = useContext(FirebaseServicesContext);
  if (!services) throw new Error('Firebase hooks must be used inside FirebaseServicesProvider');
  return services;
}

/**
 * The app's Firestore. Where it is not loaded yet (a guest's page: firebase.ts), the component
 * suspends until it is, and its Suspense boundary shows meanwhile.
 */
export function useFirestore(): Firestore {
  const { firestore, loadFirestore } = useFirebaseServices();
  return firestore ?? use(loadFirestore());
}

export function useFunctions(): Functions {
  return useFirebaseServices().functions;
}

export function useDataMode(): FirebaseServices['dataMode'] {
  return useFirebaseServices().dataMode;
}

export function usePublicReads(): PublicReads {
  return useFirebaseServices().reads;
}
