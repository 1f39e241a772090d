// The spec's notice for a phone-like browser or a window narrower than 768 px. The test still
// runs there; the notice says it is better on a laptop or desktop.
import { MIN_ASSESSMENT_WIDTH_PX } from '@portal/domain/constants';
import { useSyncExternalStore } from 'react';

const PHONE = /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile|BlackBerry/i;

function subscribe(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function isSmallDevice(): boolean {
  return window.innerWidth < MIN_ASSESSMENT_WIDTH_PX || PHONE.test(navigator.userAgent);
}

export function DeviceNotice() {
  const small = useSyncExternalStore(subscribe, isSmallDevice, () => false);
  if (!small) return null;
  return (
    <p className="error-box assessment-device-notice" role="alert">
      For best experience, please use a laptop or desktop to complete the assessment.
    </p>
  );
}
