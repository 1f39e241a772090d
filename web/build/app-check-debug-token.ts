// An App Check debug token lets whoever holds it pass App Check as the app; in a deployed
// bundle, everyone who loads the page holds it (Vite writes VITE_* values into the code). So a
// build that talks to a real project, not the emulators, refuses to carry one.
import type { Plugin } from 'vite';
import { resolveFirebaseSettings } from '../src/lib/firebase/firebase-config.ts';

/** Why this environment must not be built, or null when it may. */
export function debugTokenProblem(env: Record<string, string | undefined>): string | null {
  if (!env.VITE_APPCHECK_DEBUG_TOKEN?.trim()) return null;
  const settings = resolveFirebaseSettings(env);
  if (settings.emulators) return null;
  return (
    `VITE_APPCHECK_DEBUG_TOKEN is set for a build of project ${settings.options.projectId} ` +
    'that does not use the emulators: the token would ship in the app, and anyone could pass ' +
    'App Check with it. Unset it for the build (keep it in .env.development.local, which only ' +
    '`vite` serving for development reads), and revoke it in the Firebase console (App Check → ' +
    'Apps → Manage debug tokens) if such a build was ever deployed.'
  );
}

/** Stops `vite build` before it starts when the environment carries a debug token it must not. */
export function refuseAppCheckDebugToken(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'portal:refuse-app-check-debug-token',
    apply: 'build',
    config() {
      const problem = debugTokenProblem(env);
      if (problem) throw new Error(problem);
    },
  };
}
