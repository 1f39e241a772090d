// How the footer's box subscribes. The footer is also rendered on the server (the job pages'
// function bundles the layout), and a bundler follows even a lazy import: so the box does not
// import the alerts module at all; the app's router hands it this, which loads the module on
// first use. React only here: it is part of the first load.
import { createContext } from 'react';
import type { SubscribeAnswer } from './every-new-job';

/** Subscribes an address to every new job, loading what that needs on the first call. */
export type SubscribeService = (email: string) => Promise<SubscribeAnswer>;

/** null where nothing can subscribe: a server render. */
export const SubscribeServiceContext = createContext<SubscribeService | null>(null);
