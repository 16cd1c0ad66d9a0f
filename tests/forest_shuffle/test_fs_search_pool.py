"""The search's pool (careful.Pool): the averages over the unseen cards kept by forests give exactly the
figures the careful player computes without it, so the playouts' careful play is unchanged."""
from __future__ import annotations

from rules.forest_shuffle.careful import SIG, Know, Pool, rank_main
from rules.forest_shuffle.cards import db
from rules.forest_shuffle.game import RULES
from rules.forest_shuffle.view import unseen_cards
from tests.forest_shuffle.fs_kit import midgame

D = db()


def test_cards_alike_have_one_signature_and_the_same_worth():
    s = midgame(4, 14, n=4)
    k = Know(s, 1)
    by_sig: dict = {}
    for c in range(D.n_deck):
        by_sig.setdefault(SIG[c], []).append(c)
    for cards in by_sig.values():
        assert len({k.card_value(c, k.m, True) for c in cards}) == 1
        assert len({k.opp_value(0, c) for c in cards}) == 1


def test_the_pool_memo_gives_the_same_figures_and_ranking():
    for n, seed in ((2, 5), (4, 6)):
        s = midgame(seed, 12, n=n)
        cards = sorted(c for c in unseen_cards(RULES.view(s, 0)) if not D.is_winter[c])
        pool = Pool(cards)
        p = RULES.current_player(s)
        legal = RULES.legal_actions(s)
        for _twice in range(2):
            plain, kept = Know(s, p, pool=list(cards)), Know(s, p, pool=pool)
            assert (plain.e_draw, plain.e_opp) == (kept.e_draw, kept.e_opp)
            assert plain.gift(cards[:3]) == kept.gift(cards[:3])
            assert rank_main(s, p, legal, pool=list(cards)) == rank_main(s, p, legal, pool=pool)
        assert pool.memo
