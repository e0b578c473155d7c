// When each Tavern card may be played, in the words of the card (for the hand and tooltips).
export const CARD_TIMING: Readonly<Record<string, string>> = {
  flintParrot: "Parrot: put it aboard at once; while aboard it helps your ship.",
  silverParrot: "Parrot: aboard at once; roll more dice while it is with you.",
  bonesParrot: "Parrot: aboard at once; a help to your ship while aboard.",
  trelawneyParrot: "Parrot: aboard at once; speed in battle while aboard.",
  mastercraft: "Mastercraft: fit it to a section in the upgrade phase.",
  fondFarewell: "Event: after the destinations are revealed, sail to an unoccupied island or Treasure Island; no Consort on you this month.",
  consort: "Event: after the bounties, share another ship's booty this month.",
  crowsNest: "Event: before you choose your destination: everyone then chooses in turn, in the open.",
  goingOnTheAccount: "Event: in the upgrade phase, raise a section for free.",
  privateeringCommission: "Event: when the Royal Navy is sent to your island, send her on elsewhere.",
  royalNavyIntercept: "Event: after the reveal, send the Royal Navy to an outer island.",
  secretMap: "Event: after the bounties, dig up a treasure.",
  avastBelay: "Battle: before the volleys; no more cards can be played in this battle.",
  blowMeDown: "Battle: before the volleys; your speed rises this battle.",
  grappleAttack: "Battle: before the volleys; nobody may flee this battle.",
  smokeScreen: "Battle: before the volleys; your ship is hit only on sixes.",
  treasureOverboard: "Battle: before the volleys; throw treasures overboard for speed.",
  grapeshot: "Volley: with your own volley; hits on 3 or more.",
  powderKeg: "Volley: on any volley at your island.",
  sixGunSalute: "Volley: with your own volley; then your guns reload.",
  fame: "Fame: kept secret, counted at the end of the game.",
};

export const timingOf = (kind: string): string => CARD_TIMING[kind] ?? "";
