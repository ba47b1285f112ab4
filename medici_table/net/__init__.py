"""Play from several computers (no Qt): one program hosts the table, the others join.

The host is the referee: it runs the engine and the session as on one computer, and sends
each remote seat only what that seat may know — `view(state, seat)`, its legal moves when it
decides, the log lines worded from its view, who is away. A remote player's move comes back
as `Move.to_dict()` and goes through the same `apply` guard as a click at the host's table.

* `codes.py` — the seat codes (secret, typable) and invitations (address, port, code);
* `protocol.py` — the messages, their checks, the version and the limits;
* `host.py` — the referee's side, the game thread only: seats, views, moves, presence;
* `server.py` — the WebSocket server (the `websockets` package, asyncio in a worker thread);
* `client.py` — the joiner's side: connection, checked messages, the table as its seat sees it;
* `lan.py` — games announced on the local network (zeroconf);
* `tls.py` — encrypted tables: the host's certificate (made once per user) and its pin, which
  the friend's code carries and the joiner checks before it sends anything.

The protocol is documented for people in docs/remote-play.md.
"""
