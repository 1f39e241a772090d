// Zod without its compiled parsers, set before Zod loads: the entry imports this first.
//
// Zod 4 compiles each object schema into a parser of its own (`new Function`) the first time it
// parses with it. That pays back over thousands of parses in a server; a page parses a few
// hundred documents, each schema a handful of times, and the compiling lands in the long tasks of
// a phone's first seconds. Measured in Node (V8, as Chrome) on the job schema: the first parse
// 5-10 ms compiled, 2.2 ms without; a hundred more 9.6-16.7 ms compiled, 7.6-8.6 ms without.
//
// `z.config({ jitless: true })` would import Zod into the entry and must still run before any
// schema is built; Zod reads its settings from this global (the one copy every Zod shares), and
// each schema reads `jitless` when it is built.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export {};
