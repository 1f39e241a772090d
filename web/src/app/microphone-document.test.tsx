import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageAfresh } from '@/lib/browser/load-page-afresh';
import {
  documentMayUseMicrophone,
  LOADED_FOR_MICROPHONE_KEY,
  MicrophoneDocument,
} from './microphone-document';

vi.mock('@/lib/browser/load-page-afresh', () => ({ loadPageAfresh: vi.fn() }));

/** This document's Permissions-Policy, as Chromium exposes it; none where `allowed` is null. */
function policyAllows(allowed: boolean | null) {
  Object.defineProperty(document, 'featurePolicy', {
    configurable: true,
    value: allowed === null ? undefined : { allowsFeature: () => allowed },
  });
}

function renderRoute() {
  return render(
    <MicrophoneDocument path="/assessments">
      <h1>Instructions</h1>
    </MicrophoneDocument>,
  );
}

describe('MicrophoneDocument', () => {
  beforeEach(() => {
    vi.mocked(loadPageAfresh).mockClear();
    sessionStorage.clear();
  });
  afterEach(() => policyAllows(null));

  it('shows the page in a document that may use the microphone', () => {
    policyAllows(true);
    renderRoute();
    expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
    expect(loadPageAfresh).not.toHaveBeenCalled();
  });

  it('shows the page where the browser cannot tell (no policy to read)', () => {
    policyAllows(null);
    expect(documentMayUseMicrophone()).toBeNull();
    renderRoute();
    expect(screen.getByRole('heading', { name: 'Instructions' })).toBeInTheDocument();
  });

  it('loads the page afresh from a document that may not, once', () => {
    policyAllows(false);
    window.history.replaceState(null, '', '/assessments?from=menu');
    renderRoute();
    expect(screen.queryByRole('heading', { name: 'Instructions' })).not.toBeInTheDocument();
    expect(loadPageAfresh).toHaveBeenCalledWith('/assessments?from=menu');

    // The fresh page still may not (a browser that refuses it): it shows, and says so later.
    vi.mocked(loadPageAfresh).mockClear();
    renderRoute();
    expect(loadPageAfresh).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(LOADED_FOR_MICROPHONE_KEY)).toBeNull();
  });
});
