/**
 * How many functions `run` compiles from source text (`new Function`), as zod does the first time a
 * schema parses: a schema built per request would compile per request, and its code outlives a young
 * collection. The global `Function` is counted only while `run` runs.
 */
export async function functionsCompiledBy(run: () => unknown): Promise<number> {
  const original = globalThis.Function;
  let compiled = 0;
  globalThis.Function = new Proxy(original, {
    construct(target, args, newTarget) {
      compiled += 1;
      return Reflect.construct(target, args, newTarget === globalThis.Function ? target : newTarget) as object;
    },
  });
  try {
    await run();
  } finally {
    globalThis.Function = original;
  }
  return compiled;
}
