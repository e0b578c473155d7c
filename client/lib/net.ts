// One Colyseus client per page, talking to the server that served the page.
import { Client } from "@colyseus/sdk";

let client: Client | null = null;

export function colyseus(): Client {
  client ??= new Client(`${location.protocol}//${location.host}`);
  return client;
}
