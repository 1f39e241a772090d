import { describe, expect, it } from 'vitest';
import { controlsWaitForTheApp } from '@/server/wait-for-the-app';
import { releaseWaitingControls } from './waiting-controls';

describe('releaseWaitingControls', () => {
  it('lets go the controls the server made wait, except in what is kept as painted', () => {
    const frame = document.createElement('div');
    frame.innerHTML = controlsWaitForTheApp(
      '<header><button type="button">Menu</button><input type="search"/>' +
        '<button disabled="">Clear</button></header>' +
        '<main><button type="button">Painted filter</button></main>',
    );
    releaseWaitingControls(frame, frame.querySelector('main'));
    const button = (name: string) =>
      [...frame.querySelectorAll('button')].find((b) => b.textContent === name)!;
    expect(button('Menu').disabled).toBe(false);
    expect(frame.querySelector('input')!.readOnly).toBe(false);
    // Waiting in the app's own render too: not the server's to let go.
    expect(button('Clear').disabled).toBe(true);
    expect(button('Painted filter').disabled).toBe(true);
  });
});
