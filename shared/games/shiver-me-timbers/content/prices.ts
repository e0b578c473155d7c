import type { Attribute, IslandId, Resource } from "./basics";

/** Trade: what each island buys and sells, per unit (the rulebook's table). */
export interface IslandMarket {
  readonly produces?: Resource;
  readonly buyPrice?: number;
  readonly sells: Partial<Record<Resource, number>>;
}

export const MARKETS: Readonly<Partial<Record<IslandId, IslandMarket>>> = {
  "sao-tome": { produces: "cocoa", buyPrice: 100, sells: { rum: 400, sugar: 200 } },
  "st-david": { produces: "rum", buyPrice: 100, sells: { cocoa: 200, sugar: 400 } },
  "la-juanita": { produces: "sugar", buyPrice: 100, sells: { cocoa: 400, rum: 200 } },
  "port-royal": { sells: { cocoa: 300, rum: 300, sugar: 300 } },
};

/** Upgrade: the fee for the new value (new value × 100 G). */
export const UPGRADE_COST: Readonly<Record<number, number>> = { 2: 200, 3: 300, 4: 400, 5: 500, 6: 600, 7: 700 };

export function upgradeCost(newValue: number): number {
  const cost = UPGRADE_COST[newValue];
  if (cost === undefined) throw new Error(`no upgrade to ${newValue}`);
  return cost;
}

export type { Attribute };
