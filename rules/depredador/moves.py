"""The decisions of Depredador Natural: which actions are legal, why one is refused, what each does.

One dispatch style: every phase names its action kind and its list of legal actions (``_PHASES``);
every action kind has its check (``_WHY``) and its effect (``_DO``). ``apply`` checks, then does;
``fast_apply`` (the AI's playouts, trusted actions) only does, without events.

Take-backs: during the migration the player choosing may take back a card already set aside
(``unpass``), until their last pick sends the cards off. A take-back is legal (``why_illegal`` says
None, ``apply`` does it) but it does not move the game on, so it is listed apart, by ``take_backs``,
not among ``legal_actions``: the AI's search and random playouts never go back and forth.
"""
from __future__ import annotations

from rules.depredador.setup import after_migration, end_round, pass_target
from rules.depredador.state import (BLACK, INVADER, NO_COLOUR, PASS, PH_BIOME, PH_HUNT, PH_OVER, PH_PASS,
                                    PH_STARTER, PLAY, PREY, STARTER, TAKE, UNPASS, State)
from rules.engine.core import Action, Event, IllegalAction, interned

# Interned actions by value: legal_actions builds no new objects on the hot path.
_MAX_ID = 256
_PLAYS = tuple(interned(PLAY, c) for c in range(_MAX_ID))
_PASSES = tuple(interned(PASS, c) for c in range(_MAX_ID))
_UNPASSES = tuple(interned(UNPASS, c) for c in range(_MAX_ID))
_TAKES = tuple(interned(TAKE, b) for b in range(16))
_STARTERS = tuple(interned(STARTER, p) for p in range(16))
ALL_COLOURED = 0xFF     # the voids of a player seen to hold no coloured card at all


def current_player(s: State) -> int | None:
    return None if s.phase == PH_OVER else s.turn


# ---------------------------------------------------------------------------- legal actions

def legal_cards(s: State, seat: int) -> list[int]:
    """The cards ``seat`` may play now, in hand order."""
    hand = s.hands[seat]
    colour = s.colour
    lead = s.lead_colour
    if lead != NO_COLOUR:
        follow = [c for c in hand if colour[c] == lead]
        if not follow:
            return hand[:]
        free = s.deck.free
        return [c for c in hand if colour[c] == lead or free[c]]
    # No lead colour yet: the first coloured card sets it.
    kind = s.kind
    prey = [c for c in hand if kind[c] == PREY]
    if s.broken:
        coloured = prey + [c for c in hand if kind[c] == INVADER]
        coloured.sort()
    else:
        coloured = prey or [c for c in hand if kind[c] == INVADER]
    if not s.trick:
        # Specials cannot lead unless the hand holds nothing else.
        return coloured if coloured else hand[:]
    specials = [c for c in hand if colour[c] == NO_COLOUR]
    out = coloured + specials
    out.sort()
    return out


def _legal_hunt(s: State) -> list[Action]:
    """``legal_cards`` as actions, written out for speed (the AI asks this at every playout step)."""
    plays = _PLAYS
    hand = s.hands[s.turn]
    colour = s.colour
    lead = s.lead_colour
    if lead != NO_COLOUR:
        for c in hand:
            if colour[c] == lead:
                free = s.deck.free
                return [plays[c] for c in hand if colour[c] == lead or free[c]]
        return [plays[c] for c in hand]
    return [plays[c] for c in legal_cards(s, s.turn)]


def _legal_pass(s: State) -> list[Action]:
    passes = _PASSES
    return [passes[c] for c in s.hands[s.turn]]


def _legal_biome(s: State) -> list[Action]:
    return [_TAKES[b] for b in s.centre]


def _legal_starter(s: State) -> list[Action]:
    return list(_STARTERS[:s.n])


_PHASES = {PH_HUNT: (PLAY, _legal_hunt), PH_PASS: (PASS, _legal_pass), PH_BIOME: (TAKE, _legal_biome),
           PH_STARTER: (STARTER, _legal_starter)}
ACTION_KINDS = (PLAY, PASS, TAKE, STARTER, UNPASS)
TAKE_BACKS = {PH_PASS: UNPASS}      # phase -> the kind of take-back it allows


def legal_actions(s: State) -> list[Action]:
    ph = _PHASES.get(s.phase)
    return ph[1](s) if ph is not None else []


def take_backs(s: State) -> list[Action]:
    """The picks the player choosing may take back now (migration only), in the order they were set
    aside. Legal, but apart from ``legal_actions`` (see the module's docstring)."""
    if s.phase != PH_PASS or s.turn is None:
        return []
    return [_UNPASSES[c] for c in s.pass_sel[s.turn] if 0 <= c < _MAX_ID]


# ---------------------------------------------------------------------------- checks

def why_illegal(s: State, action: Action) -> tuple[str, str] | None:
    """``(rule, explanation)`` if ``action`` is illegal now, else None. Values must be exactly an int
    (``True`` is not 1, ``1.0`` is not 1)."""
    ph = _PHASES.get(s.phase)
    if ph is None:
        return ("game_over", "the game is over")
    kind = action.kind
    if kind != ph[0] and kind != TAKE_BACKS.get(s.phase):
        if kind not in ACTION_KINDS:
            return ("unknown", f"unknown action {kind!r}")
        return ("wrong_phase", f"now is the time to {ph[0]}, not to {kind}")
    v = action.value
    if type(v) is not int:
        return ("bad_value", f"{kind} takes a whole number, not {v!r}")
    return _WHY[kind](s, s.turn, v)


def _why_pass(s: State, seat: int, card: int):
    if card not in s.hands[seat]:
        return ("not_in_hand", "that card is not in your hand")
    return None


def _why_unpass(s: State, seat: int, card: int):
    if card not in s.pass_sel[seat]:
        return ("not_picked", "that card is not among the cards you set aside to pass")
    return None


def _why_play(s: State, seat: int, card: int):
    if card not in s.hands[seat]:
        return ("not_in_hand", "that card is not in your hand")
    if card in legal_cards(s, seat):
        return None
    if s.lead_colour != NO_COLOUR:
        return ("follow_lead", "you must follow the lead colour while you hold it (Alfa and Refugio may always be played)")
    if not s.trick and s.colour[card] == NO_COLOUR:
        return ("special_lead", "Alfa and Refugio cannot lead a hunt while you hold other cards")
    if s.kind[card] == INVADER:
        return ("invader_lead", "invaders cannot lead a hunt until one has been played this round")
    return ("illegal", "that card cannot be played now")


def _why_take(s: State, seat: int, biome: int):
    if biome not in s.centre:
        return ("biome_taken", "that biome is not in the centre")
    return None


def _why_starter(s: State, seat: int, who: int):
    if not 0 <= who < s.n:
        return ("no_seat", "there is no such player")
    return None


_WHY = {PLAY: _why_play, PASS: _why_pass, TAKE: _why_take, STARTER: _why_starter, UNPASS: _why_unpass}


# ---------------------------------------------------------------------------- effects

def apply(s: State, action: Action, log: bool = True) -> list[Event]:
    """Apply ``action``; raise IllegalAction (state untouched) if the rules forbid it."""
    if s.is_view:
        raise IllegalAction("view", "a player's view cannot be played on; determinize it first")
    bad = why_illegal(s, action)
    if bad is not None:
        raise IllegalAction(*bad)
    ev: list[Event] = []
    _DO[action.kind](s, s.turn, action.value, ev)
    return ev if log else []


def fast_apply(s: State, action: Action) -> None:
    """``apply`` for trusted actions (taken from ``legal_actions``): no check, no events."""
    _DO[action.kind](s, s.turn, action.value, None)


def _do_pass(s: State, seat: int, card: int, ev) -> None:
    s.hands[seat].remove(card)
    s.pass_sel[seat].append(card)
    if ev is not None:
        ev.append(Event("pass_pick", seat, {"card": card}, frozenset([seat])))
    if len(s.pass_sel[seat]) < s.deck.pass_count:
        return
    if seat + 1 < s.n:
        s.turn = seat + 1
        return
    # Everyone has chosen: the cards move at once.
    for src in range(s.n):
        dst = pass_target(s, src)
        for c in s.pass_sel[src]:
            s.hands[dst].append(c)
            s.passed.append((c, src, dst))
        if ev is not None:
            ev.append(Event("passed", src, {"to": dst, "cards": list(s.pass_sel[src])}, frozenset([src, dst])))
    for h in s.hands:
        h.sort()
    s.pass_sel = [[] for _ in range(s.n)]
    after_migration(s, ev)


def _do_unpass(s: State, seat: int, card: int, ev) -> None:
    s.pass_sel[seat].remove(card)
    hand = s.hands[seat]
    i = 0
    while i < len(hand) and hand[i] < card:        # back to its place: the hand stays sorted
        i += 1
    hand.insert(i, card)
    if ev is not None:
        ev.append(Event("pass_unpick", seat, {"card": card}, frozenset([seat])))


def _do_starter(s: State, seat: int, who: int, ev) -> None:
    s.starter = who
    s.phase = PH_HUNT
    s.turn = who
    if ev is not None:
        ev.append(Event("starter", who, {"by": s.chooser}))


def _do_play(s: State, seat: int, card: int, ev) -> None:
    col = s.colour[card]
    lead = s.lead_colour
    trick = s.trick
    # Public deductions for the AI's determinization (voids).
    if col != NO_COLOUR:
        if lead != NO_COLOUR:
            if col != lead:
                s.voids[seat] |= 1 << (7 if lead == BLACK else lead)
        else:
            s.lead_colour = col
            if col == BLACK and not s.broken:
                for b in s.biomes:
                    s.voids[seat] |= 1 << b
    elif not trick:
        s.voids[seat] |= ALL_COLOURED
    s.hands[seat].remove(card)
    trick.append((seat, card))
    if col == BLACK and not s.broken:
        s.broken = True
        if ev is not None:
            ev.append(Event("invaders_arrive", seat, {"card": card}))
    if ev is not None:
        ev.append(Event("play", seat, {"card": card, "hunt": s.hunt_no + 1}))
    if s.deck.shelter[card] and s.centre:
        if len(s.centre) == 1:
            _take(s, seat, s.centre[0], ev)
        else:
            s.phase = PH_BIOME
            s.pending = seat
            return
    if len(trick) < s.n:
        s.turn = (seat + 1) % s.n
        return
    _hunt_done(s, ev)


def _do_take(s: State, seat: int, biome: int, ev) -> None:
    _take(s, seat, biome, ev)
    _advance(s, ev)


def _take(s: State, seat: int, biome: int, ev) -> None:
    s.centre.remove(biome)
    s.player_biome[seat] = biome
    s.pending = None
    s.phase = PH_HUNT
    if ev is not None:
        ev.append(Event("take_biome", seat, {"biome": biome}))


_DO = {PLAY: _do_play, PASS: _do_pass, TAKE: _do_take, STARTER: _do_starter, UNPASS: _do_unpass}


def _advance(s: State, ev) -> None:
    """After a card: the next player, or the hunt's winner takes the cards (and maybe the round ends)."""
    s.phase = PH_HUNT
    if len(s.trick) < s.n:
        s.turn = (s.turn + 1) % s.n
        return
    _hunt_done(s, ev)


def _hunt_done(s: State, ev) -> None:
    deck = s.deck
    trick = s.trick
    winner = hunt_winner(trick, s.colour, s.value, s.lead_colour, deck.wins, deck.never_wins)
    cards = [c for _, c in trick]
    s.captured[winner] += cards
    s.hunt_no += 1
    if ev is not None:
        ev.append(Event("hunt_won", winner, {"cards": cards, "hunt": s.hunt_no, "lead": s.lead_colour}))
    s.trick = []
    s.lead_colour = NO_COLOUR
    s.turn = winner
    if not s.hands[winner]:
        end_round(s, ev)


def hunt_winner(trick: list[tuple[int, int]], colour, value, lead: int, wins, never) -> int:
    """The first card that always wins (Alfa) takes the hunt; else the highest card of the lead colour
    that may win; a hunt of only cards that cannot win (Refugios) goes to the first of them."""
    best_seat = -1
    best_val = -1
    for seat, card in trick:
        if wins[card]:
            return seat
        if colour[card] == lead and lead != NO_COLOUR and not never[card] and value[card] > best_val:
            best_val = value[card]
            best_seat = seat
    if best_seat >= 0:
        return best_seat
    return trick[0][0]
