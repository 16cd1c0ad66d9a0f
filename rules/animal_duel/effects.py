"""The effects of Animal Duel's situational cards: each term's schema and its handler, declared together.

In ``cards.yaml`` a situational lists its effects as terms (``{effect: direct_damage, amount: 2}``),
resolved in that order when the card is played. A handler gets a context ``ctx`` (see
:class:`rules.animal_duel.moves.Ctx`: ``ctx.s`` the state, ``ctx.seat`` who played the card,
``ctx.team`` / ``ctx.opp`` the two sides, ``ctx.card``, ``ctx.ev`` the events or None) and returns
``GO`` (carry on with the next term), ``WAIT`` (a player must choose first) or ``ENDED`` (the game
ended). Effects that need the player's choice also declare it in :data:`CHOICES`: what is chosen,
the options, and what the chosen value does.
"""
from __future__ import annotations

from typing import Annotated, Callable, Literal, NamedTuple

from pydantic import Field

from rules.animal_duel.state import State, recompute_hand_sizes, take_from_hand, victim, with_known
from rules.engine.core import Event
from rules.engine.effects import EffectRegistry

EFFECTS = EffectRegistry("animal_duel")
GO, WAIT, ENDED = 0, 1, 2

# effects that last the whole game: only a permanent (P) card may carry them
WHOLE_GAME = frozenset({"enable_requires", "hand_size"})


def _range(lo: int, hi: int):
    return Annotated[int, Field(ge=lo, le=hi, strict=True)]


# ---------------------------------------------------------------------------- plain effects

@EFFECTS.effect("reflect_damage", divisor=_range(1, 4))
def reflect_damage(ctx, divisor):
    """I — the opponent loses the life your side lost in their last turn / divisor, rounded up."""
    return ctx.lose_life(ctx.opp, -(-ctx.s.last_damage[ctx.team] // divisor))


@EFFECTS.effect("direct_damage", amount=_range(1, 6))
def direct_damage(ctx, amount):
    """I — the opponent loses ``amount`` life."""
    return ctx.lose_life(ctx.opp, amount)


@EFFECTS.effect("heal", amount=_range(1, 6))
def heal(ctx, amount):
    """I — your side heals ``amount`` life (never above the starting life)."""
    s, t = ctx.s, ctx.team
    before = s.life[t]
    s.life[t] = min(s.deck.life, s.life[t] + amount)
    if ctx.ev is not None:
        ctx.ev.append(Event("heal", None, {"team": t, "amount": s.life[t] - before, "life": s.life[:]}))
    return GO


@EFFECTS.effect("clear_board")
def clear_board(ctx):
    """I — every animal on the board (covered ones too) goes to the animal discard pile."""
    s = ctx.s
    gone = []
    for c in range(s.ncells):
        for x in s.board[c]:
            gone.append(x[0])
        s.board[c] = ()
    s.animal_discard.extend(gone)
    if ctx.ev is not None:
        ctx.ev.append(Event("extinction", ctx.seat, {"cards": gone}))
    return GO


@EFFECTS.effect("enable_requires")
def enable_requires(ctx):
    """P — animals whose ``requires`` names this card may be placed by its side (never by the other);
    the rules read it from the permanents in play."""
    return GO


@EFFECTS.effect("hand_size", who=Literal["own", "opponent"], amount=_range(-3, 3))
def hand_size(ctx, who, amount):
    """P — the hand size of ``who`` (your side or the opponent's) changes by ``amount``; the rules
    read it from the permanents in play."""
    s = ctx.s
    recompute_hand_sizes(s)
    if ctx.ev is not None:
        ctx.ev.append(Event("hand_size", None, {"hand_size": s.hand_size[:]}))
    return GO


@EFFECTS.effect("opponent_discards", count=_range(1, 3))
def opponent_discards(ctx, count):
    """P/I — at once the opponent discards ``count`` cards of their choice (a ``discard`` action each)."""
    who = victim(ctx.s)
    if not ctx.s.hands[who]:
        return GO
    return ctx.respond(who, count)


@EFFECTS.effect("refresh_hand")
def refresh_hand(ctx):
    """I — discard your hand, then draw as many cards as you held (this card included)."""
    s, seat = ctx.s, ctx.seat
    hand = s.hands[seat]
    k = len(hand) + 1
    old = hand[:]
    for c in old:
        take_from_hand(s, seat, c)
        ctx.discard(c)
    if ctx.ev is not None:
        ctx.ev.append(Event("refresh_hand", seat, {"discarded": old}))
    ctx.draw(seat, k)
    return GO


@EFFECTS.effect("heal_per_clash_won", amount=_range(1, 4))
def heal_per_clash_won(ctx, amount):
    """T — every clash your placements win this turn heals your side ``amount`` life."""
    ctx.s.leech += amount
    return GO


@EFFECTS.effect("damage_multiplier", factor=_range(2, 4))
def damage_multiplier(ctx, factor):
    """T — the placement damage your side deals this turn is multiplied by ``factor``."""
    ctx.s.mult *= factor
    return GO


@EFFECTS.effect("extra_placement", count=_range(1, 3))
def extra_placement(ctx, count):
    """T — you may place ``count`` more animals this turn."""
    ctx.s.placements_left += count
    return GO


@EFFECTS.effect("engulf")
def engulf(ctx):
    """T — one placement this turn may cover an opponent's animal (it goes on top of it)."""
    ctx.s.engulf += 1
    return GO


# ---------------------------------------------------------------------------- effects with a choice

class Choice(NamedTuple):
    """What a targeted effect asks its player: ``choose`` (cell | move | swap | card), the options
    (``options(s, team, seat)``), whether it can be played now at all (``playable(s, seat)``), what a
    chosen value does (``resolve(ctx, value)``, returning True when the game ended), and the words
    for "nothing to choose" and "not one of the options"."""
    choose: str
    options: Callable
    playable: Callable
    resolve: Callable
    no_target: str
    bad_target: str


CHOICES: dict[str, Choice] = {}


def _targeted(name: str, choose: str, options: Callable, no_target: str, bad_target: str,
              playable: Callable | None = None, ask: Callable | None = None):
    """Register ``name`` as an effect that asks for a choice (its handler ``ask``, by default just the
    question); the decorated function resolves the chosen value."""
    def deco(resolve: Callable) -> Callable:
        def plain_ask(ctx):
            return ctx.ask(name, choose)
        EFFECTS.effect(name)(ask or plain_ask)
        CHOICES[name] = Choice(choose, options, playable or (lambda s, seat: bool(options(s, seat & 1, seat))),
                               resolve, no_target, bad_target)
        return resolve
    return deco


def awake_opponents(s: State, t: int, seat: int) -> list:
    board = s.board
    return [c for c in range(s.ncells) if board[c] and board[c][-1][1] != t and not board[c][-1][2]]


def any_opponents(s: State, t: int, seat: int) -> list:
    board = s.board
    return [c for c in range(s.ncells) if board[c] and board[c][-1][1] != t]


def own_moves(s: State, t: int, seat: int) -> list:
    board = s.board
    adj8 = s.geom.adj8
    return [(c, a) for c in range(s.ncells) if board[c] and board[c][-1][1] == t
            for a in adj8[c] if not board[a]]


def animal_pairs(s: State, t: int, seat: int) -> list:
    occ = [c for c in range(s.ncells) if s.board[c]]
    return [(a, b) for i, a in enumerate(occ) for b in occ[i + 1:]]


def own_hand(s: State, t: int, seat: int) -> list:
    return list(s.hands[seat])


# "is there anything to choose?" without listing every option (asked for each situational in hand)
def _any_awake_opponent(s: State, seat: int) -> bool:
    t = seat & 1
    return any(st and st[-1][1] != t and not st[-1][2] for st in s.board)


def _any_opponent(s: State, seat: int) -> bool:
    t = seat & 1
    return any(st and st[-1][1] != t for st in s.board)


def _any_own_move(s: State, seat: int) -> bool:
    t = seat & 1
    board = s.board
    adj8 = s.geom.adj8
    return any(board[c] and board[c][-1][1] == t and not all(board[a] for a in adj8[c]) for c in range(s.ncells))


def _two_animals(s: State, seat: int) -> bool:
    return sum(1 for st in s.board if st) >= 2


@_targeted("push_own", "move", own_moves, "none of your animals has an empty cell next to it",
           "move one of your animals to an empty cell next to it (diagonals too)", playable=_any_own_move)
def push_own(ctx, v):
    """I — move one of your animals (top of its stack) to an adjacent empty cell, diagonals included."""
    s = ctx.s
    board = s.board
    a, b = v
    top = board[a][-1]
    board[a] = board[a][:-1]
    board[b] = (top,)
    if ctx.ev is not None:
        ctx.ev.append(Event("move", ctx.seat, {"from": a, "to": b, "card": top[0]}))
    if all(board):
        # moving the top animal off a stack (Engullir) can fill the last empty cell
        ctx.game_end("board_full")
        return True
    return False


@_targeted("swap_animals", "swap", animal_pairs, "there must be two animals on the board",
           "choose two different cells with animals", playable=_two_animals)
def swap_animals(ctx, v):
    """I — two animals on the board (tops of their stacks, any owner, asleep or not) swap cells."""
    board = ctx.s.board
    a, b = v
    ta, tb_ = board[a][-1], board[b][-1]
    board[a] = board[a][:-1] + (tb_,)
    board[b] = board[b][:-1] + (ta,)
    if ctx.ev is not None:
        ctx.ev.append(Event("swap", ctx.seat, {"a": a, "b": b}))
    return False


def _lift(board, cell: int) -> int:
    """Take the top card off ``cell``'s stack (the card below, if any, shows again); its card id."""
    card = board[cell][-1][0]
    board[cell] = board[cell][:-1]
    return card


@_targeted("steal_animal", "cell", awake_opponents, "there is no awake opponent's animal on the board to take",
           "choose an awake opponent's animal on the board", playable=_any_awake_opponent)
def steal_animal(ctx, v):
    """I — take an awake opponent's animal (top of its stack) from the board into your hand."""
    s = ctx.s
    card = _lift(s.board, v)
    s.hands[ctx.seat].append(card)
    s.known = with_known(s.known, ctx.opp, card)
    if ctx.ev is not None:
        ctx.ev.append(Event("steal", ctx.seat, {"cell": v, "card": card}))
    return False


@_targeted("remove_animal", "cell", any_opponents, "there is no opponent's animal on the board",
           "choose an opponent's animal on the board", playable=_any_opponent)
def remove_animal(ctx, v):
    """I — an opponent's animal (top of its stack) goes to the animal discard pile."""
    s = ctx.s
    card = _lift(s.board, v)
    s.animal_discard.append(card)
    if ctx.ev is not None:
        ctx.ev.append(Event("hunt", ctx.seat, {"cell": v, "card": card}))
    return False


@_targeted("sleep_animal", "cell", awake_opponents, "there is no awake opponent's animal on the board",
           "choose an awake opponent's animal on the board", playable=_any_awake_opponent)
def sleep_animal(ctx, v):
    """I — an awake opponent's animal (top of its stack) falls asleep for the rest of the game."""
    board = ctx.s.board
    card, owner, _ = board[v][-1]
    board[v] = board[v][:-1] + ((card, owner, True),)
    if ctx.ev is not None:
        ctx.ev.append(Event("sleep", ctx.seat, {"cell": v, "card": card}))
    return False


def _trilero_take(ctx):
    """Trilero's first half: a random card of the opponent's hand comes to yours (seen by both sides)."""
    s, seat = ctx.s, ctx.seat
    who = victim(s)
    vh = s.hands[who]
    if not vh:
        return GO
    taken = vh[s.rng.randrange(len(vh))]
    take_from_hand(s, who, taken)
    s.hands[seat].append(taken)
    s.known = with_known(s.known, who & 1, taken)
    if ctx.ev is not None:
        ctx.ev.append(Event("trilero_take", seat, {"card": taken, "from": who}))
    return ctx.ask("swap_hand_card", "card", taken=taken, victim=who)


@_targeted("swap_hand_card", "card", own_hand, "your opponent has no cards in hand", "give one card of your hand",
           playable=lambda s, seat: bool(s.hands[victim(s)]), ask=_trilero_take)
def swap_hand_card(ctx, v):
    """I — take a random card from the opponent's hand, then give them one of yours."""
    s, seat = ctx.s, ctx.seat
    who = ctx.pending["victim"]
    take_from_hand(s, seat, v)
    s.hands[who].append(v)
    s.known = with_known(s.known, ctx.team, v)
    if ctx.ev is not None:
        ctx.ev.append(Event("trilero_give", seat, {"card": v, "to": who}))
    return False


def blocker(s: State, effects, seat: int) -> tuple[str, str] | None:
    """Why a situational with these effects cannot be played now: a choice would have no option."""
    for e in effects:
        ch = CHOICES.get(e.effect)
        if ch is not None and not ch.playable(s, seat):
            return ("no_target", ch.no_target)
    return None


_PARAMS: dict = {}


def run(ctx, term) -> int:
    """Resolve one term (GO, WAIT or ENDED). Parameters are cached per term: terms are frozen and
    live as long as their deck (the cache keeps the term, so its id is never reused)."""
    p = _PARAMS.get(id(term))
    if p is None or p[0] is not term:
        p = _PARAMS[id(term)] = (term, EFFECTS.handlers[term.effect],
                                  {k: getattr(term, k) for k in type(term).model_fields if k != "effect"})
    return p[1](ctx, **p[2])
