// Stands in, in a server render (the job pages' function, the build's painted boards), for the
// layout's parts that need Firebase. A server render shows the page as the app does before
// Firebase has loaded: so these never finish loading, and every render shows the layout's
// loading frame. Firebase itself is never bundled for the server.
import { use } from 'react';

const never = new Promise<never>(() => {});

export default function NotOnServer(): never {
  return use(never);
}

/** The layout waits for this before loading Firebase's providers: on a server, forever. */
export function loadFirebaseInParts(): Promise<never> {
  return never;
}
