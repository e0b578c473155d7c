// Which board space each territory lies on (a click on that space names the territory).
import { SPACES } from "./names";

const SPACE_OF = SPACES.filter((s) => s.territory !== null).reduce<number[]>((acc, s) => ((acc[s.territory!] = s.id), acc), []);

export const territorySpace = (territory: number): number => SPACE_OF[territory] ?? -1;
