// Types of the part of seed.mjs that the e2e tests use (the bench itself is plain JavaScript).
/** mulberry32: a seeded random number generator, numbers in [0, 1). */
export declare function rng(seed: number): () => number;
