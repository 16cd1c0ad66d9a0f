"""The careful Animal Duel player: the stronger yardstick (the old one, :mod:`rules.animal_duel.yardstick`,
stays as the easy end).

It plays as a good club player does, from its seat's view (``view(state, seat)``) and nothing else, and
it has no randomness. On top of the old yardstick's way of weighing a placement (the life swing now
against the opponent's expected best reply, from the animals this seat has not seen: it counts what is
left, and the few the opponent holds) it knows three things the old one does not:

- **The end of the board decides by rank, not by margin.** When the opponent's reply fills the board,
  that reply ends the game and the side with more life wins: it is weighed as a won or lost game, not
  as a few points of life (the opponent must place when it can, so a last empty cell is a forced end).
- **It looks at its own answer.** The opponent's best reply is worth less to them when this side can
  hit back hard at once with the animals it keeps (``COUNTER`` of that answer comes off the reply).
- **Extinción is a comeback card.** It starts the board again, so it is played only when this side is
  behind and the board is close to full (a full board would lose), or when whatever it places the
  reply knocks it out; never while level or ahead (the old one spent it whenever the reply looked bad).

The rest is the old yardstick's: the other situationals when they pay, the least useful card parted
with, never the last animal it may place. Tried and dropped (no gain against the old yardstick, bench):
Golpe Mortal only for a gain of 3, Reflejo de Daño only for 2, Embestida and Teletransportación only for
a gain of 2.5, a stricter Aire Fresco, the reply weighed 1.0 instead of 0.8, the answer weighed 1.0.

Same interface as the bots: ``Careful().choose(rules, state, seat)``, ``level = "careful"``.
"""
from __future__ import annotations


from rules.animal_duel.scoring import winner_of
from rules.animal_duel.state import Action, unlocked
from rules.animal_duel.yardstick import REPLY, WIN, Plan, expected_max

EXTINCTION_EMPTY = 3      # "close to full": at most this many empty cells
COUNTER = 0.5             # how much of this side's answer to the opponent's reply takes off its worth to them


class Careful:
    """The careful rule-based player (``choose(rules, state, seat)``, reading only the seat's view)."""

    level = "careful"

    def choose(self, rules, state, seat: int) -> Action:
        v = rules.view(state, seat)
        legal = rules.legal_actions(v)
        if len(legal) == 1:
            return legal[0]
        return CarefulPlan(v, seat, legal).decide()


class CarefulPlan(Plan):
    """One decision of the careful player: the old yardstick's plan with the changes above."""

    # ------------------------------------------------------------------ the opponent's reply
    def answer(self, board: list, hand: list) -> float:
        """This side's best life swing with one of ``hand``'s animals on ``board`` (0 if none helps)."""
        best = 0.0
        for c in range(self.v.ncells):
            if board[c]:
                continue
            for a in hand:
                d, tk, _ = self.net(board, a, self.t, c)
                if d - tk > best:
                    best = float(d - tk)
        return best

    def my_animals(self, without: int | None = None) -> list:
        v, tb = self.v, self.tb
        return [c for c in v.hands[self.seat] if c != without and tb.is_animal[c]
                and (tb.req[c] is None or unlocked(v, tb.req[c], self.t))]

    def outlook(self, board: list, my_life: int, their_life: int, hand: list | None = None
                ) -> tuple[float, float, float]:
        """The opponent's reply on ``board``: their expected best life swing, the chance that it wins
        them the game (a K.O., or the last empty cell filled with more life) and the chance that it
        loses them the game (the last empty cell, which they must fill, leaves them behind)."""
        empty = [c for c in range(self.v.ncells) if not board[c]]
        if not empty:
            return 0.0, 0.0, 0.0
        last = len(empty) == 1
        animals, k = self.pool()
        gains, wins, saves = [], [], []
        counter = COUNTER if hand and not last else 0.0
        for a in animals:
            best, won, saved = 0.0, 0.0, 0.0 if last else 1.0
            top = []
            for c in empty:
                d, tk, _ = self.net(board, a, self.o, c)
                best = max(best, float(d - tk))
                if counter and d - tk > 0:
                    top.append((d - tk, c))
                if d >= my_life:
                    won = saved = 1.0
                elif last and tk < their_life:
                    lives = [0, 0]
                    lives[self.t], lives[self.o] = my_life - d, their_life - tk
                    who = winner_of(lives, "board_full")
                    if who == self.o:
                        won = 1.0
                    if who != self.t:
                        saved = 1.0
            if counter and top:
                top.sort(reverse=True)
                best = 0.0
                for g, c in top[:2]:
                    after = board[:]
                    after[c] = ((a, self.o, False),)
                    best = max(best, g - counter * self.answer(after, hand))
            gains.append(best)
            wins.append(won)
            saves.append(saved)
        return expected_max(gains, k), expected_max(wins, k), 1.0 - expected_max(saves, k)

    def reply(self, board: list, my_life: int) -> tuple[float, float]:
        exp, won, _ = self.outlook(board, my_life, self.v.life[self.o])
        return exp, won

    def reply_cost(self, board, life, card: int) -> float:
        """The opponent's expected reply, less half of our best answer with the animals we keep; the end
        of the board a won or lost game (the placement's swing itself is the yardstick's)."""
        exp, won, lost = self.outlook(board, life[self.t], life[self.o], self.my_animals(card))
        return REPLY * exp - (lost - won) * WIN * 0.5

    def end_value(self) -> float:
        """Ending the turn now: the opponent's expected reply to the board as it is."""
        exp, won, lost = self.outlook(self.board, self.v.life[self.t], self.v.life[self.o])
        return -REPLY * exp + (lost - won) * WIN * 0.5

    # ------------------------------------------------------------------ situationals
    def play_before(self, card: int, best: float | None) -> bool:
        if self.effect(card) == "clear_board":
            return self.clear_board_pays(best if best is not None else self.end_value())
        return super().play_before(card, best)

    def clear_board_pays(self, best: float) -> bool:
        """Extinción: only behind, with a near-full board or a K.O. threatened that a clear board stops."""
        v = self.v
        if v.life[self.t] >= v.life[self.o]:
            return False
        if best >= WIN / 2:
            return False                    # a winning placement is better
        empty = sum(1 for c in self.board if not c)
        if empty <= EXTINCTION_EMPTY:
            return True
        return best <= -WIN / 4             # whatever is placed, the reply knocks this side out
