/** This server's own address on the loopback, for the requests it makes to itself (regeneration, its timer, the gone page). */
export function ownOrigin(): string {
  return `http://127.0.0.1:${process.env.PORT || 3000}`;
}
