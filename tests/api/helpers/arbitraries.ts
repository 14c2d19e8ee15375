import fc from 'fast-check';

/** A value that is often right for the field and otherwise wrong in every way JSON allows. */
export const sometimes = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 8, arbitrary: good },
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.integer(),
    fc.double(),
    fc.constant(null),
    fc.boolean(),
    fc.array(fc.string(), { maxLength: 2 }),
    fc.object({ maxDepth: 1 }),
  );

/** The field is left out now and then. */
export const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 5 });

/** JSON text of `value` (undefined fields dropped, as a client's serializer would). */
export const json = (value: unknown) => JSON.stringify(value) ?? 'null';
