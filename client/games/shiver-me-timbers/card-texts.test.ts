import { CARD_KINDS } from "../../../shared/games/shiver-me-timbers/content/crew-rituals";
import { MISSION_CARDS } from "../../../shared/games/shiver-me-timbers/content/missions";
import { HUNT_CARDS, MONSTER_MARKERS } from "../../../shared/games/shiver-me-timbers/content/monsters";
import { TREASURE_CARDS } from "../../../shared/games/shiver-me-timbers/content/treasures";
import { WISH_CARDS } from "../../../shared/games/shiver-me-timbers/content/wishes";
import { MERCHANTS, NATION_NAMES } from "../../../shared/games/shiver-me-timbers/content/merchants";
import { cardText, huntCardText, missionText, monsterMarkerText, treasureLine, trophyVp, wishText } from "./card-texts";

const raw = /undefined|NaN|\[object|[{}]/;

describe("what the cards say on the panels", () => {
  it("gives every crew and ritual card its name, cost, timing in words and effect", () => {
    for (const k of CARD_KINDS) {
      const t = cardText(`${k.id}#1`);
      expect(t).toEqual({ name: k.name, cost: expect.stringMatching(k.deck === "crew" ? /^\d[\d,]* G$/ : /^\d (cocoa|rum|sugar)/), when: expect.stringMatching(/ /), text: k.text, deck: k.deck });
    }
    expect(cardText("no-such-card#1").name).toBe("No Such Card");
  });

  it("describes every treasure, mission, hunt card, trophy and wish without raw values", () => {
    for (const t of TREASURE_CARDS) expect(treasureLine(t.id)).toMatch(new RegExp(`^${t.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.* ${t.search} footprints`));
    for (const m of MISSION_CARDS) {
      const t = missionText(m.id);
      expect(t.tasks).toHaveLength(m.tasks.length);
      expect([...t.tasks, t.reward].join(" ")).not.toMatch(raw);
    }
    for (const c of HUNT_CARDS) expect(huntCardText(c.id)).toMatch(/^(Test of|Sacrifice|Respite|Danger|Tide)/);
    for (const m of MONSTER_MARKERS) expect(monsterMarkerText(m.id)).toMatch(new RegExp(`^${m.vp} VP`));
    for (const w of WISH_CARDS) expect(wishText(w.id)).toEqual({ name: w.name, text: w.text });
  });
});

describe("a merchant trophy's name on the score screen", () => {
  it("reads size, nation and kind, as English orders them", () => {
    expect(trophyVp.merchantName(MERCHANTS[0].id)).toMatch(/^(Small|Large) (English|Spanish|French|Dutch) (merchant|pirate hunter)$/);
    for (const m of MERCHANTS) {
      const kind = m.color === "red" ? "pirate hunter" : "merchant";
      expect(trophyVp.merchantName(m.id)).toBe(`${m.size === "small" ? "Small" : "Large"} ${NATION_NAMES[m.nation]} ${kind}`);
    }
  });
});
