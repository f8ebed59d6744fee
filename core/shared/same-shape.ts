/**
 * True when each type is assignable to the other: a validation schema's inferred type checked against
 * the hand-written shape it enforces (`true satisfies SameShape<z.infer<typeof schema>, Shape>`).
 */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
