import { SchemaSerializer, type Room } from "@colyseus/sdk";
import { Encoder, Reflection, schema, t } from "@colyseus/schema";
import { decodeRejoinStateAfresh } from "./rejoin-state";

const Duel = schema({ round: t.uint8().default(0) }, "RejoinDuel");
const Board = schema({ turn: t.uint8().default(0), duel: t.ref(Duel).optional(), choice: t.string().optional(), cards: t.array("string") }, "RejoinBoard");

/**
 * A server's state and encoder, and a client's serializer set up as the SDK's Room does on join
 * in the browser: from the handshake, with classes made by reflection.
 */
function joined(afresh: boolean) {
  const server = new Board();
  const encoder = new Encoder(server);
  const serializer = new SchemaSerializer();
  serializer.handshake(Reflection.encode(encoder));
  if (afresh) decodeRejoinStateAfresh({ serializer } as unknown as Room);
  serializer.setState(encoder.encodeAll());
  const patch = () => {
    const bytes = encoder.encode();
    encoder.discardChanges();
    return bytes;
  };
  return { server, encoder, serializer, patch };
}

const json = (serializer: SchemaSerializer) => (serializer.state as { toJSON(): unknown }).toJSON();

/** Plays a duel, then drops the client while the duel ends, a choice is made and a card goes. */
function awayWhileTheDuelEnds(afresh: boolean) {
  const table = joined(afresh);
  const { server, serializer, patch } = table;
  server.duel = new Duel();
  server.choice = "attack";
  server.cards.push("a", "b");
  serializer.patch(patch());
  expect((serializer.state as { toJSON(): unknown }).toJSON()).toEqual({ turn: 0, duel: { round: 0 }, choice: "attack", cards: ["a", "b"] });
  // Away: these patches never reach the client.
  server.duel = undefined;
  server.choice = undefined;
  server.cards.pop();
  server.turn = 1;
  patch();
  // Back: the whole state again, then patches as before.
  serializer.setState(table.encoder.encodeAll());
  return table;
}

describe("a state sent again after a reconnection", () => {
  it("is decoded afresh: what was cleared while the client was away is gone", () => {
    const { server, serializer, patch } = awayWhileTheDuelEnds(true);
    expect(json(serializer)).toEqual({ turn: 1, cards: ["a"] });
    server.turn = 2;
    server.cards.push("c");
    serializer.patch(patch());
    expect(json(serializer)).toEqual(server.toJSON());
  });

  it("is needed: the SDK's own reconciliation keeps the cleared fields", () => {
    const { serializer } = awayWhileTheDuelEnds(false);
    expect(json(serializer)).toMatchObject({ turn: 1, duel: { round: 0 }, choice: "attack", cards: ["a"] });
  });
});
