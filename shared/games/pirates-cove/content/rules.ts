/** Where each rule comes from, for rejections. */
const FILE = "Pirate's Cove";
export const RULE = {
  month: `${FILE} › A month`,
  navigation: `${FILE} › Navigation`,
  combat: `${FILE} › Combat`,
  treasure: `${FILE} › Treasure phase`,
  upgrade: `${FILE} › Upgrade phase`,
  parrots: `${FILE} › Tavern cards › A. Parrot cards`,
  mastercraft: `${FILE} › Tavern cards › B. Mastercraft cards`,
  events: `${FILE} › Tavern cards › C. Event cards`,
  battleCards: `${FILE} › Tavern cards › D. Battle cards`,
  volleyCards: `${FILE} › Tavern cards › E. Volley cards`,
  navy: `${FILE} › The Royal Navy`,
  legends: `${FILE} › The Legendary Pirates`,
} as const;

/** Setup and game length (docs/rules/pirates-cove.md › Set-up). */
export const GAME = {
  months: 12,
  startingGold: 9,
  startingCards: 1,
  /** Die faces that hit; a Smoke screen raises it to 6, Grapeshot lowers it to 3. */
  hitsOn: 5,
  smokeHitsOn: 6,
  /** A flight fails into mutiny on this roll. */
  mutinyRoll: 1,
  mutinyFame: 2,
  /** Combat rounds before a stalemate ends a battle without a victor. */
  maxRounds: 30,
} as const;
