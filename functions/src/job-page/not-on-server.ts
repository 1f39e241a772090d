// Stands in, in the functions bundle, for the layout's parts that need Firebase (see build.mjs).
// A server render shows the page as the app does before Firebase has loaded: so this never
// finishes loading, and every render shows the layout's loading frame, the first and the next.
import { use } from 'react';

const never = new Promise<never>(() => {});

export default function NotOnServer(): never {
  return use(never);
}
