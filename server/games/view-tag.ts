/**
 * The StateView tag of a seat's private data. It must be an explicit power of two: a bare
 * `.view()` is revealed by any tagged `add` on the same object (see colyseus-notes).
 */
export const OWNER = 1;
