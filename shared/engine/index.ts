export * from "./game";
export * from "./rejection";
export * from "./rng";
export * from "./replay";
export * from "./selfplay";
