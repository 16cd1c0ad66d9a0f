"""Making an online table (in a ``Job``, beside the window): connect, create, keep the seat's token in the
book before anything else, attach. Returns ``(client, book entry)``; a refusal is one line."""
from __future__ import annotations

import inspect

from game.i18n import tr
from game.online import book
from game.online.jobs import close_later, connect


def create_table(url: str, game: str, players: int, seats: list[str], options: dict, name: str,
                 away: int, undo: bool = True, where: str | None = None):
    tc = connect(url)
    try:
        kw = {"options": options, "name": name, "zombie": int(away)}
        if "undo" in inspect.signature(tc.client.create).parameters:
            kw["undo"] = bool(undo)
        reply = tc.do("create", game, players, seats, timeout=15, **kw)
        if not reply.ok:
            raise RuntimeError(tr("online.create_refused", why=reply.why or reply.rule))
        d = reply.data
        entry = book.add(url, d["table"], d["token"], d.get("seat", 0), game, d.get("code"), creator=True,
                         where=where)
        att = tc.do("attach", d["table"], d["token"], timeout=15)
        if not att.ok:
            raise RuntimeError(att.why or att.rule)
        return tc, entry
    except BaseException:
        close_later(tc)
        raise
