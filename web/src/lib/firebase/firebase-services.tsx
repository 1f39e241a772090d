// How components reach the Firebase instances: a context filled once by the app's providers.
// Tests fill it with their own instances (an offline Firestore, say).
import type { Firestore } from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { createContext, useContext, type ReactNode } from 'react';

export interface FirebaseServices {
  firestore: Firestore;
  functions: Functions;
  /** 'offline': no Firestore server at all (firebase.ts), so the cache is the whole truth. */
  dataMode: 'cloud' | 'emulator' | 'offline';
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

export function useFirestore(): Firestore {
  return useFirebaseServices().firestore;
}

export function useFunctions(): Functions {
  return useFirebaseServices().functions;
}

export function useDataMode(): FirebaseServices['dataMode'] {
  return useFirebaseServices().dataMode;
}
