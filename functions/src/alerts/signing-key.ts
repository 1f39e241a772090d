// The key that derives alert ids and signs confirm and unsubscribe links. Production binds the
// ALERTS_SIGNING_KEY secret (`firebase functions:secrets:set ALERTS_SIGNING_KEY`, a long random
// value); changing it orphans every alert's id and every link already mailed.
import { secretSetting } from '#src/platform/secret-setting';

export const ALERTS_SIGNING_KEY = secretSetting(
  'ALERTS_SIGNING_KEY',
  'portal-development-alerts-key',
  'alert links are signed with the fixed development key',
);
