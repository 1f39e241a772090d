import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { eagerCommonJsFactories, eagerCommonJsFile } from './eager-commonjs';

const IMPORT = 'import{n as e,t as r}from"./rolldown-runtime-AbC123.js";';

/** Runs a chunk's factories as the runtime's __commonJS would, and returns the module's exports. */
function exportsOf(code: string, name: string): unknown {
  const body = code
    .replace(IMPORT, '')
    .replace(
      /^/,
      'const r=(f)=>{let m;return()=>(m??=(m={exports:{}},f(m.exports,m),m)).exports};',
    );
  return new Function(`${body};return ${name}();`)();
}

describe('eagerCommonJsFactories', () => {
  it('turns each factory given to the runtime into a parenthesised function that works the same', () => {
    const chunk = `${IMPORT}var a=r((e=>{e.x=1})),b=r(((e,t)=>{t.exports={y:a().x+1}}));`;
    const edited = eagerCommonJsFactories(chunk)!.toString();
    expect(edited).toContain('r(((function(e){e.x=1})))');
    expect(edited).toContain('r(((function(e,t){t.exports={y:a().x+1}})))');
    expect(exportsOf(edited, 'b')).toEqual({ y: 2 });
  });

  it('leaves arrows given to anything else, and any that reads `this` or `arguments`', () => {
    const chunk =
      `${IMPORT}var a=r((e=>{e.self=this})),b=r((function(){arguments})),` +
      `c=r((e=>{e.n=[1].map(function(){return arguments.length})})),d=q((e=>{e.x=1}));`;
    const edited = eagerCommonJsFactories(chunk)!.toString();
    expect(edited).toContain('r((e=>{e.self=this}))');
    expect(edited).toContain('d=q((e=>{e.x=1}))');
    // An inner function's own `arguments` is not the factory's.
    expect(edited).toContain('c=r(((function(e){e.n=[1].map(');
  });

  it('changes nothing in a chunk that bundles no CommonJS module', () => {
    expect(eagerCommonJsFactories('export const a=(e=>{return e});')).toBeNull();
    expect(eagerCommonJsFactories(`${IMPORT}var a=r((e=>e.x));`)).toBeNull();
  });
});

describe('eagerCommonJsFile', () => {
  it('keeps the source map leading to the sources past the edit', () => {
    const chunk = `${IMPORT}var a=r((e=>{e.x=1})),b=r((e=>{e.marker=2}));`;
    const column = chunk.indexOf('marker');
    // One segment: the chunk’s `marker` comes from line 7, column 4 of src/b.ts.
    const map = JSON.stringify({
      version: 3,
      sources: ['src/b.ts'],
      names: [],
      mappings: `${vlq(column)}AMI`,
    });
    const { code, map: edited } = eagerCommonJsFile(chunk, map)!;
    const found = originalPositionFor(new TraceMap(edited!), {
      line: 1,
      column: code.indexOf('marker'),
    });
    expect(found).toMatchObject({ source: 'src/b.ts', line: 7, column: 4 });
  });
});

/** A base64 VLQ of a non-negative number (a source map segment's field). */
function vlq(value: number): string {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let rest = value << 1;
  let text = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    text += digits[digit];
  } while (rest > 0);
  return text;
}
