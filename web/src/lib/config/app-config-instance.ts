// The configuration of this build: validated by vite.config.ts when the app is built or
// served (a bad value stops the build with a message) and injected as a constant, so the
// first load carries no validation code.
import type { AppConfig } from './app-config';

declare const __APP_CONFIG__: AppConfig;

export const appConfig: AppConfig = __APP_CONFIG__;
