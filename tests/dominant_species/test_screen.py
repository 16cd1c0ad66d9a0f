"""What the screen reads: prompts (keys, parameters and words in both languages), previews, displays."""
from rules.engine.rng import RNG
from rules.dominant_species import screen
from rules.dominant_species.constants import ANIMALS
from rules.dominant_species.game import RULES
from rules.dominant_species.steps import STEPS
from tests.dominant_species.helpers import HOLD, A, C, H, corners_of, make, push, start


def test_every_step_has_a_prompt_in_both_languages():
    for kind in STEPS:
        if kind == HOLD:
            continue
        for lang in ("en", "es"):
            assert kind in screen.strings()[lang]["prompt"], (lang, kind)
    for lang in ("en", "es"):
        assert set(screen.strings()[lang]["animals"]) == set(ANIMALS)


def test_speciation_prompt_reads_as_the_brief_says():
    corner = C((0, 0), (1, -1), (1, 0))
    s = make(tiles={(0, 0): "sea", (1, 0): "desert"}, elements={corner: "seed"})
    s.spaces[17] = A["bird"]
    start(s, "speciation", 17)
    key, p = screen.prompt(s)
    assert key == "dominant_species.prompt.speciation" and p["element"] == "seed" and p["animal"] == "bird"
    assert screen.prompt_text(s) == "Speciation (Seed): Birds: choose a Seed element on the Earth"
    assert screen.prompt_text(s, "es").startswith("Especiación (Semilla): Aves: elige un elemento Semilla")


def test_prompts_format_in_random_games():
    for seed in range(4):
        s = RULES.new_game({"players": 3 + seed % 2, "multi_animal": seed == 0}, seed)
        rng = RNG(seed)
        while RULES.current_player(s) is not None:
            for lang in ("en", "es"):
                text = screen.prompt_text(s, lang)
                assert text and "{" not in text
            legal = RULES.legal_actions(s)
            RULES.apply(s, legal[rng.randrange(len(legal))], log=False)
        assert screen.prompt(s)[0] == "dominant_species.prompt.over"


def test_preview_of_a_domination_scores_and_names_the_card_taker():
    corner = C((0, 0), (1, 0), (1, -1))
    s = make(("mammal", "reptile", "bird"), tiles={(0, 0): "sea", (1, 0): "desert"}, elements={corner: "sun"},
             species={(0, 0): {"mammal": 2, "reptile": 3}})
    s.spaces[39] = A["bird"]
    start(s, "domination", 39)
    pv = screen.preview(s, RULES.legal_actions(s)[0])
    assert pv["scoring"] == [{"animal": "reptile", "species": 3, "vp": 9}, {"animal": "mammal", "species": 2, "vp": 5}]
    assert pv["card_to"] == "reptile" and pv["vp"] == {"reptile": 9, "mammal": 5}


def test_preview_of_a_glaciation_and_of_an_element_changing_dominance():
    s = make(("mammal", "bird"), tiles={(0, 0): "tundra", (1, 0): "desert", (1, -1): "tundra"},
             species={(1, 0): {"mammal": 1, "bird": 2}})
    push(s, "glaciate", A["mammal"], 0)
    pv = screen.preview(s, RULES.legal_actions(s)[0])
    assert pv["glaciation_vp"] == 3 and pv["vp"] == {"mammal": 3}
    assert {"tile": H(1, 0), "animal": "bird", "change": -1} in pv["species"]
    # an element that makes the mammal dominant and saves it from extinction
    s2 = make(("mammal", "bird"), tiles={(0, 0): "sea"}, species={(0, 0): {"mammal": 1, "bird": 1}})
    push(s2, "abundance_corner", A["mammal"], 2)           # 2 = meat
    before = screen.endangered(s2)
    assert {"tile": H(0, 0), "animal": "mammal", "count": 1} in before
    act = next(a for a in RULES.legal_actions(s2) if a.value == corners_of(0, 0)[0])
    pv = screen.preview(s2, act)
    assert pv["dominance"] == [{"tile": H(0, 0), "before": None, "after": "mammal"}]
    assert all(e["animal"] != "mammal" for e in pv["endangered"])
    assert {"tile": H(0, 0), "animal": "bird", "count": 1} in pv["endangered"]


def test_preview_works_on_a_view_and_changes_nothing():
    s = RULES.new_game({"players": 4}, 2)
    v = RULES.view(s, RULES.current_player(s))
    snap = v.clone()
    for a in RULES.legal_actions(v)[:5]:
        pv = screen.preview(v, a)
        assert pv["step"] == "plan"
    assert v == snap


def test_displays():
    s = RULES.new_game({"players": 6}, 1)
    d = screen.animal_display(s, A["amphibian"])
    assert d["printed"] == ["water"] * 3 and d["added"] == [] and d["gene_pool"] == 30 and d["pawns"] == 3
    assert d["tiles_dominated"] == 1 and d["initiative"] == 3 and d["species_on_earth"] == 4
    ad = screen.action_display(s)
    assert len(ad["spaces"]) == 44 and sum(1 for x in ad["spaces"] if x["eyeball"]) == 41
    assert [x["free"] for x in ad["spaces"] if x["free"]] == ["reptile", "insect", "arachnid"]
    assert len(ad["cards"]) == 5 and ad["deck"] == 21 and ad["tundra_stock"] == 11
    assert sum(len(v) for v in ad["boxes"].values()) == 12
    earth = screen.earth(s)
    assert sum(1 for h in earth if h["terrain"]) == 7
    assert screen.dominance(s).count(None) == 35 - 6
    assert screen.endangered(s) == []
