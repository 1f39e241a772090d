import { describe, expect, it } from 'vitest';
import { controlsWaitForTheApp } from './wait-for-the-app';

describe('controlsWaitForTheApp', () => {
  it('disables buttons and makes fields read-only, once, and leaves links alone', () => {
    const html = controlsWaitForTheApp(
      '<button type="button">Menu</button><button disabled="">Save</button>' +
        '<input type="search" value=""/><input readOnly="" value="x"/><a href="/about">About</a>',
    );
    expect(html).toBe(
      '<button disabled="" data-waits-for-app="" type="button">Menu</button>' +
        '<button disabled="">Save</button>' +
        '<input readonly="" data-waits-for-app="" type="search" value=""/>' +
        '<input readOnly="" value="x"/>' +
        '<a href="/about">About</a>',
    );
  });
});
