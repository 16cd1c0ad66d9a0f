"""Taking a seat at an online table (in a ``Job``, beside the window): **create** a table or **join** one by
its code. Both connect, make their request, keep the seat's token in the book before anything else, and
attach. Each returns ``(client, book entry)``; a refusal is one line (``RuntimeError``)."""
from __future__ import annotations

import inspect

from game.i18n import tr, tr_or
from game.online import book
from game.online.jobs import close_later, connect


def create_table(url: str, game: str, players: int, seats: list[str], options: dict, name: str,
                 away: int, undo: bool = True, where: str | None = None):
    def request(tc):
        kw = {"options": options, "name": name, "zombie": int(away)}
        if "undo" in inspect.signature(tc.client.create).parameters:
            kw["undo"] = bool(undo)
        reply = tc.do("create", game, players, seats, timeout=15, **kw)
        if not reply.ok:
            raise RuntimeError(tr("online.create_refused", why=reply.why or reply.rule))
        return reply.data, game
    return _seated(url, request, where)


def join(url: str, code: str, name: str, where: str | None = None):
    """Join the table of ``code`` (``where``: the user folder, found on the app's thread)."""
    def request(tc):
        reply = tc.do("join", code, name, timeout=15)
        if not reply.ok:
            raise RuntimeError(tr_or("online.join_refused." + (reply.rule or "code"), tr("online.join_refused.code")))
        return reply.data, ""                   # the game is known once attached
    return _seated(url, request, where)


def _seated(url: str, request, where: str | None):
    """Connect, ``request(client) -> (reply data, game)``, keep the seat in the book, attach."""
    tc = connect(url)
    try:
        d, game = request(tc)
        seat, code, creator = d.get("seat", 0), d.get("code"), "code" in d
        entry = book.add(url, d["table"], d["token"], seat, game, code, creator=creator, where=where)
        att = tc.do("attach", d["table"], d["token"], timeout=15)
        if not att.ok:
            raise RuntimeError(att.why or att.rule)
        if not game and tc.client.game_id:
            entry = book.add(url, d["table"], d["token"], seat, tc.client.game_id, code, creator=creator,
                             where=where)
        return tc, entry
    except BaseException:
        close_later(tc)
        raise
