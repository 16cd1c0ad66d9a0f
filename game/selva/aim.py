"""Aim first, then pay: a card with a choice of targets (Forest fire, a Stealth card, an ability, an
Element) asks for its target before anything is spent. A mixin of ``SelvaTable``.

The rules take a targeted card in two decisions (the card, paid at once; then its target). The table
asks for the target first: a click on such a card only *aims* it (the targets light up, the prompt says
so, Cancel / Esc / a right click put it down again with nothing paid); the click on a target takes both
decisions together. Which targets there are comes from the rules themselves: the card's action is tried
on a world made from the seat's own view (``game.determinize``, then ``game.apply``), and the target choice it opens is the one offered.
"""
from __future__ import annotations

from game.i18n import tr
from rules.engine.core import Action
from rules.engine.rng import RNG


class SelvaAim:
    aim: dict | None = None

    def aim_for(self, action) -> dict | None:
        """The target choice ``action`` would open for the seat shown (None: it opens none)."""
        try:
            probe = self.game.determinize(self.view(), self.seat, RNG(0))   # what the seat may know
            self.game.apply(probe, action, log=False)
        except Exception:                       # the rules will say why when it is taken
            return None
        p = probe.pending
        if probe.phase != "target" or not p or p["seat"] != self.seat:
            return None
        return {"action": action, "uid": p["uid"], "card": p["card"], "kind": p["target_kind"],
                "options": tuple(p["options"]), "key": self.view_key}

    def take_card(self, action) -> None:
        """A click on a card the rules allow: aim it when it has a choice of targets, else take it."""
        aim = self.aim_for(action)
        if aim is None:
            self.apply_action(action)
            return
        self.aim = aim
        self.selected = None
        self.chooser = None
        pile = self.aim_pile_options()
        if pile and len(pile) == len(aim["options"]):
            self.open_aim_chooser()

    def aim_pile_options(self) -> list:
        """The aimed card's targets that lie in a pile (the Isolation, the Graveyard), not on the table."""
        if self.aim is None:
            return []
        v = self.view()
        onboard = set(v.animals[0]) | set(v.animals[1])
        return [t for t in self.aim["options"] if type(t) is int and t not in onboard]

    def open_aim_chooser(self) -> None:
        opts = self.aim_pile_options()
        self.chooser = {"title": self.aim_text(), "cards": opts, "aim": True,
                        "actions": {t: Action("target", t) for t in opts}, "key": self.view_key}

    def aim_text(self) -> str:
        a = self.aim
        return tr("selva.prompt.aim", card=self.cname(a["card"]), what=tr(f"selva.target.{a['kind']}"))

    def fire(self, target) -> None:
        """The target is chosen: the card is taken (and paid), then its target."""
        aim, self.aim = self.aim, None
        self.chooser = None
        if aim is None or not self.apply_action(aim["action"]):
            return
        st = self.session.state
        p = st.pending
        if st.phase == "target" and p and p["seat"] == self.seat and target in p["options"]:
            self.apply_action(Action("target", target))

    def cancel_aim(self) -> None:
        """The card goes back down: nothing was paid."""
        self.aim = None
        if self.chooser is not None and self.chooser.get("aim"):
            self.chooser = None

    def aim_click(self, uid) -> None:
        """A click on a card while a card is aimed: a target fires it; anything else says what to choose."""
        if uid in self.aim["options"]:
            self.fire(uid)
            return
        self.app.show_message(tr(f"selva.why.bad_target.{self.aim['kind']}"), 3.0)

    def keep_aim(self) -> None:
        """A new view: an aim made on another view no longer holds."""
        if self.aim is not None and self.aim["key"] != self.view_key:
            self.aim = None
