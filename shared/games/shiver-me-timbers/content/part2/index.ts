/** Part 2's content as data: crew and rituals, treasures, missions, titles, family, wishes, monsters, dice. */
export * from "./effects";
export * from "./dice";
export * from "./crew-rituals";
export * from "./treasures";
export * from "./treasure-track";
export * from "./missions";
export * from "./titles";
export * from "./family";
export * from "./wishes";
export * from "./monsters";
