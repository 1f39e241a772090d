// Rolldown wraps each CommonJS module it bundles (React, React DOM, the scheduler) in a factory
// that its runtime's __commonJS calls on first require, and the minifier writes each factory as
// an arrow function. V8 compiles a function that is called at once as the file downloads, on a
// background thread, when it can tell: a `function` expression in parentheses is its sign
// (v8.dev/blog/preparser, "PIFE"). An arrow it compiles only when it is first called, on the
// main thread, and React DOM's factory is most of the entry chunk: the chunk's compile hint
// (vite.config.ts) does not reach it. This turns each factory back into a parenthesised
// `function`.
import remapping from '@jridgewell/remapping';
import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Calls `visit` on every node under `node`; a visit that returns false skips that node's own. */
function walk(node: Node, visit: (node: Node) => boolean | void): void {
  if (visit(node) === false) return;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) walk(child, visit);
  }
}

const FUNCTIONS = new Set(['FunctionExpression', 'FunctionDeclaration']);

/** Whether an arrow's body reads what an arrow and a `function` see differently. */
function readsOwnBinding(body: Node): boolean {
  let reads = false;
  walk(body, (node) => {
    if (FUNCTIONS.has(node.type)) return false;
    if (
      node.type === 'ThisExpression' ||
      node.type === 'Super' ||
      node.type === 'MetaProperty' ||
      (node.type === 'Identifier' && node.name === 'arguments')
    ) {
      reads = true;
    }
  });
  return reads;
}

const unwrap = (node: Node): Node =>
  node.type === 'ParenthesizedExpression' ? unwrap(node.expression as Node) : node;

/**
 * The chunk with each CommonJS factory (an arrow passed to the rolldown runtime's __commonJS) a
 * parenthesised `function`; null when it has none.
 */
export function eagerCommonJsFactories(code: string): MagicString | null {
  const program = parseAst(code) as unknown as Node;
  const runtime = new Set<string>();
  for (const statement of program.body as Node[]) {
    const source = (statement.source as Node | undefined)?.value;
    if (statement.type !== 'ImportDeclaration' || !String(source).includes('rolldown-runtime')) {
      continue;
    }
    for (const specifier of statement.specifiers as Node[]) {
      runtime.add((specifier.local as Node).name as string);
    }
  }
  if (runtime.size === 0) return null;
  const edited = new MagicString(code);
  let edits = 0;
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node;
    const args = node.arguments as Node[];
    if (callee.type !== 'Identifier' || !runtime.has(callee.name as string) || args.length !== 1) {
      return;
    }
    const factory = unwrap(args[0]!);
    const body = factory.body as Node;
    if (
      factory.type !== 'ArrowFunctionExpression' ||
      factory.async ||
      body.type !== 'BlockStatement' ||
      readsOwnBinding(body)
    ) {
      return;
    }
    const params = factory.params as Node[];
    const list = params.length ? code.slice(params[0]!.start, params.at(-1)!.end) : '';
    edited.overwrite(factory.start, body.start, `(function(${list})`);
    edited.appendLeft(factory.end, ')');
    edits++;
  });
  return edits > 0 ? edited : null;
}

/** A chunk's file and its source map, rewritten by eagerCommonJsFactories. */
export function eagerCommonJsFile(
  code: string,
  map: string | null,
): { code: string; map: string | null } | null {
  const edited = eagerCommonJsFactories(code);
  if (!edited) return null;
  const text = edited.toString();
  if (!map) return { code: text, map: null };
  const edits = edited.generateMap({ hires: 'boundary', includeContent: false });
  // The edit's map leads to the minified file, whose own map leads to the sources.
  const composed = remapping([edits.toString(), map], () => null);
  return { code: text, map: JSON.stringify(composed) };
}
