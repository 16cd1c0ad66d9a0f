"""``python main.py simulate GAME ... --server ws://HOST:PORT``: AI games played through a server.

Every seat is its own client connection, and each seat's bot (the level ``--seats`` gives it, ``human``
played as ``easy``, as the local ``simulate`` does, with the same bot seeds) chooses from the view the
server sent that seat, rebuilt (``Client.state``): nothing else of the game reaches it. The server must
take the table's seed from its creator (``serve --allow-seed``), so that the game is the one the local
``simulate`` plays with the same arguments: same seed, same bots, same decisions, same lines.

``play_game`` returns the game as a local ``Session`` replayed from the actions the server
acknowledged (for ``--log`` and ``--stats``, as the local command writes them), after checking that
its result is the one the server announced to every seat."""
from __future__ import annotations

import asyncio

from game.net.client import Client, NetError

SHARED = ("players", "seats", "names")


class RemoteError(Exception):
    """The server refused or broke the game (one line, for the command line)."""


async def _seat_all(url: str, game_id: str, cfg: dict, seed: int, timeout: float) -> list[Client]:
    """A table of friends' seats, one client each (the creator first), joined and started."""
    names = list(cfg.get("names") or [])
    options = {k: v for k, v in cfg.items() if k not in SHARED}
    players = cfg["players"]
    first = await Client(url, timeout=timeout).connect()
    clients = [first]
    made = await first.create(game_id, players, ["friend"] * players, options=options,
                              name=names[0] if names else None, seed=seed, undo=False)
    if not made.ok:
        if made.rule == "seed":
            raise RemoteError(f"the server at {url} chooses its tables' seeds: start it with serve --allow-seed")
        raise RemoteError(f"the server refused the table: {made.rule}: {made.why}")
    table = made.data["table"]
    if not (await first.attach(table, made.data["token"])).ok:
        raise RemoteError("the server refused the creator's seat")
    for i in range(1, players):
        c = await Client(url, timeout=timeout).connect()
        clients.append(c)
        joined = await c.join(made.data["code"], names[i] if i < len(names) else None)
        if not joined.ok or not (await c.attach(table, joined.data["token"])).ok:
            raise RemoteError(f"seat {i} could not join: {joined.rule}: {joined.why}")
    started = await first.start()
    if not started.ok:
        raise RemoteError(f"the table did not start: {started.rule}: {started.why}")
    for c in clients:
        await c.wait(lambda c: c.status != "waiting", timeout)
    return clients


async def _play(clients: list[Client], bots: list, rules, timeout: float) -> list:
    """Each seat's bot moves when its client says it is that seat's turn, from that seat's view alone.
    Returns the actions in the order the server acknowledged them."""
    loop = asyncio.get_running_loop()
    actions: list = []
    while clients[0].status == "playing":
        mover = next((c for c in clients if c.my_turn()), None)
        if mover is None:
            await clients[0].wait(lambda c: c.status != "playing" or any(x.my_turn() for x in clients), timeout)
            continue
        state = mover.state()
        seat = mover.seat
        action = await loop.run_in_executor(None, bots[seat].choose, rules, state, seat)
        reply = await mover.act(action)
        if not reply.ok:
            raise RemoteError(f"the server refused seat {seat}'s move {action}: {reply.rule}: {reply.why}")
        if reply.v != len(actions) + 1:
            raise RemoteError(f"the table moved on without this command (version {reply.v})")
        actions.append(action)
        for c in clients:
            await c.wait(lambda c: c.v >= reply.v, timeout)
    return actions


async def _game(url: str, game_id: str, cfg: dict, seed: int, kinds: list, bot_seed: int, timeout: float):
    from rules.registry import descriptor
    d = descriptor(game_id)
    bots = [d.make_bot(k if k != "human" else "easy", bot_seed * 31 + i) for i, k in enumerate(kinds)]
    clients: list[Client] = []
    try:
        clients = await _seat_all(url, game_id, cfg, seed, timeout)
        actions = await _play(clients, bots, d.rules, timeout)
        results = [c.result for c in clients]
    finally:
        for c in clients:
            await c.close()
    return actions, results


def play_game(url: str, game_id: str, cfg: dict, seed: int, kinds: list, bot_seed: int,
              timeout: float = 60.0):
    """One AI game through the server at ``url``; the local ``Session`` of its actions (RemoteError
    when the server refused something, or announced another result; NetError when it is not there)."""
    from game.net.codec import plain
    from rules.engine.session import Session
    actions, results = asyncio.run(_game(url, game_id, cfg, seed, kinds, bot_seed, timeout))
    session = Session(game_id, cfg, seed, actions)
    res = session.result()
    told = plain(res.to_json()) if res is not None else None
    for seat, got in enumerate(results):
        if got is None or told is None or got["scores"] != told["scores"] or got["places"] != told["places"]:
            raise RemoteError(f"seat {seat} was told another result than the log gives: {got} / {told}")
    return session


def check_url(url: str) -> str | None:
    """Why ``url`` is not a server address (one line), or None."""
    if not url.startswith(("ws://", "wss://")) or len(url) < 8:
        return f"--server {url[:60]}: expected ws://HOST:PORT or wss://HOST:PORT"
    return None


__all__ = ["NetError", "RemoteError", "check_url", "play_game"]
