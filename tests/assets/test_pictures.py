"""The pictures of the species and cards: data/<game>/pictures.yaml -> assets/icons/*.svg.

Reads the games' YAML files directly (PyYAML), so it checks the data as written, whatever the
loaders do with it.
"""
from __future__ import annotations

import os
import re
import sys
import unicodedata

import pytest
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ICONS = os.path.join(ROOT, "assets", "icons")
DATA = os.path.join(ROOT, "data")
from rules.registry import GAMES as _REGISTERED  # noqa: E402 - every registered game, none left out

GAMES = tuple(_REGISTERED)
LICENCES = ("LICENSE-Twemoji.txt", "LICENSE-OpenMoji.txt", "LICENSE-GameIcons.txt")
GAME_ICONS_AUTHORS = {"delapouite": "Delapouite", "caro-asercion": "Caro Asercion"}

# The two games still being written: their ids as their briefs fix them.
FOREST_SHUFFLE_IDS = (
    # trees
    "linden", "oak", "silver_fir", "birch", "beech", "sycamore", "douglas_fir", "horse_chestnut",
    # top halves
    "bullfinch", "camberwell_beauty", "chaffinch", "eurasian_jay", "goshawk", "great_spotted_woodpecker",
    "large_tortoiseshell", "peacock_butterfly", "purple_emperor", "red_squirrel", "silver_washed_fritillary",
    "tawny_owl",
    # bottom halves
    "blackberries", "chanterelle", "common_toad", "fire_salamander", "fireflies", "fly_agaric", "hedgehog",
    "mole", "moss", "parasol_mushroom", "penny_bun", "pond_turtle", "stag_beetle", "tree_ferns", "tree_frog",
    "wild_strawberries", "wood_ant",
    # left/right halves
    "barbastelle_bat", "bechsteins_bat", "brown_long_eared_bat", "greater_horseshoe_bat", "beech_marten",
    "brown_bear", "european_badger", "european_fat_dormouse", "european_hare", "fallow_deer", "gnat", "lynx",
    "raccoon", "red_deer", "red_fox", "roe_deer", "squeaker", "violet_carpenter_bee", "wild_boar", "wolf",
)
DOMINANT_SPECIES_IDS = {
    "animals": ("mammal", "reptile", "bird", "amphibian", "arachnid", "insect"),
    "terrains": ("sea", "wetland", "savannah", "jungle", "forest", "desert", "mountain", "tundra"),
    "elements": ("grass", "grub", "meat", "seed", "sun", "water"),
}


def _yaml(*parts):
    with open(os.path.join(DATA, *parts), encoding="utf-8") as f:
        return yaml.safe_load(f)


def _pictures(game):
    return _yaml(game, "pictures.yaml")


def snake(name: str) -> str:
    """The key of a card that has no id: its English name in snake_case (Depredador's prey and invaders)."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    plain = plain.lower().replace("'", "")
    return re.sub(r"[^a-z0-9]+", "_", plain).strip("_")


def _svgs():
    return sorted(f for f in os.listdir(ICONS) if f.endswith(".svg"))


def _all_named_files():
    named = {}
    for game in GAMES:
        p = _pictures(game)
        for key, f in [("game", p["game"])] + list(p["pictures"].items()):
            named.setdefault(f, []).append(f"{game}:{key}")
    return named


# ---------------------------------------------------------------- the files' shape

def test_snake_case_rule():
    assert snake("Dik-dik") == "dik_dik"
    assert snake("Bechstein's Bat") == "bechsteins_bat"
    assert snake("Silver-Washed Fritillary") == "silver_washed_fritillary"
    assert snake("Vicuña") == "vicuna"
    assert snake("European rabbit") == "european_rabbit"


@pytest.mark.parametrize("game", GAMES)
def test_pictures_file_shape(game):
    p = _pictures(game)
    assert set(p) == {"game", "pictures"}
    assert isinstance(p["pictures"], dict) and p["pictures"]
    for key, f in [("game", p["game"])] + list(p["pictures"].items()):
        assert isinstance(key, str) and re.fullmatch(r"[a-z][a-z0-9_]*", key), key
        assert isinstance(f, str) and f.endswith(".svg") and "/" not in f and "\\" not in f, (key, f)


@pytest.mark.parametrize("game", GAMES)
def test_every_named_file_exists(game):
    p = _pictures(game)
    missing = sorted({f for f in [p["game"], *p["pictures"].values()]
                      if not os.path.isfile(os.path.join(ICONS, f))})
    assert not missing, f"data/{game}/pictures.yaml names files missing from assets/icons/: {missing}"


def test_no_duplicate_keys_in_pictures_files():
    """PyYAML keeps the last of two equal keys silently: read the raw lines instead."""
    for game in GAMES:
        with open(os.path.join(DATA, game, "pictures.yaml"), encoding="utf-8") as f:
            keys = [m.group(1) for line in f if (m := re.match(r"^  ([a-z0-9_]+):", line))]
        dupes = sorted({k for k in keys if keys.count(k) > 1})
        assert not dupes, f"{game}: {dupes}"
        assert len(keys) == len(_pictures(game)["pictures"])


# ---------------------------------------------------------------- every species has a picture

def _depredador_ids():
    g = _yaml("depredador", "game.yaml")
    animals = [snake(a["en"]) for biome in g["prey"]["animals"].values() for a in biome]
    invaders = [snake(a["en"]) for a in g["invaders"]["animals"]]
    others = [b["id"] for b in g["biomes"]] + [s["id"] for s in g["specials"]]
    return animals + invaders, others


def test_depredador_covered():
    animals, others = _depredador_ids()
    assert len(animals) == 6 * 8 + 12
    assert len(set(animals)) == len(animals), "two prey or invaders share a snake_case name"
    keys = set(_pictures("depredador")["pictures"])
    assert not [a for a in animals if a not in keys]
    assert not [o for o in others if o not in keys]
    assert not keys - set(animals) - set(others), "keys that are no card of the data"


def test_animal_duel_covered():
    d = _yaml("animal_duel", "cards.yaml")
    animals = [a["id"] for a in d["animals"]]
    assert len(animals) >= 32
    keys = set(_pictures("animal_duel")["pictures"])
    assert not [a for a in animals if a not in keys]
    known = set(animals) | {s["id"] for s in d["situationals"]} | {h["id"] for h in d["habitats"]}
    assert not keys - known, "keys that are no card or habitat of the data"


def test_selva_covered():
    d = _yaml("selva", "cards.yaml")
    keys = set(_pictures("selva")["pictures"])
    animals = [c["id"] for c in d["cards"] if c["type"] in ("animal", "alfa")]
    assert len(animals) == 64
    assert not [a for a in animals if a not in keys]
    by_type: dict[str, list[str]] = {}
    for c in d["cards"]:
        by_type.setdefault(c["type"], []).append(c["id"])
    assert {"recurso", "elemento", "fuerza", "sigilo"} <= set(by_type)
    for kind, ids in by_type.items():
        assert keys & set(ids), f"no picture for any {kind}"
    assert not keys - {c["id"] for c in d["cards"]}, "keys that are no card of the data"


def test_forest_shuffle_covered():
    keys = set(_pictures("forest_shuffle")["pictures"])
    assert len(FOREST_SHUFFLE_IDS) == 57 == len(set(FOREST_SHUFFLE_IDS))
    assert keys == set(FOREST_SHUFFLE_IDS)


def test_forest_shuffle_matches_its_data_when_written():
    path = os.path.join(DATA, "forest_shuffle", "cards.yaml")
    if not os.path.isfile(path):
        pytest.skip("data/forest_shuffle/cards.yaml not written yet")
    species = {s["id"] for s in _yaml("forest_shuffle", "cards.yaml")["species"]}
    assert species == set(_pictures("forest_shuffle")["pictures"])


def test_dominant_species_covered():
    keys = set(_pictures("dominant_species")["pictures"])
    wanted = {i for ids in DOMINANT_SPECIES_IDS.values() for i in ids}
    assert len(wanted) == 20
    assert keys == wanted


def test_dominant_species_matches_its_data_when_written():
    animals = os.path.join(DATA, "dominant_species", "animals.yaml")
    terrain = os.path.join(DATA, "dominant_species", "terrain.yaml")
    if not (os.path.isfile(animals) and os.path.isfile(terrain)):
        pytest.skip("data/dominant_species animals/terrain not written yet")
    keys = set(_pictures("dominant_species")["pictures"])
    a = _yaml("dominant_species", "animals.yaml")
    a = a.get("animals", a) if isinstance(a, dict) else a
    assert {x["id"] for x in a} <= keys
    t = _yaml("dominant_species", "terrain.yaml")
    assert {x["id"] for x in t["terrains"]} <= keys


# ---------------------------------------------------------------- the SVG files

def test_only_svgs_and_the_licence_files():
    extra = sorted(f for f in os.listdir(ICONS)
                   if not f.endswith(".svg") and f not in LICENCES + ("ATTRIBUTION.md",))
    assert not extra, extra


def test_every_svg_is_used():
    named = _all_named_files()
    unused = [f for f in _svgs() if f not in named]
    assert not unused, f"assets/icons/ holds files no pictures.yaml names: {unused}"


def test_svgs_are_small():
    sizes = {f: os.path.getsize(os.path.join(ICONS, f)) for f in _svgs()}
    big = {f: s for f, s in sizes.items() if s > 12_000}
    assert not big, big
    assert sum(sizes.values()) < 500_000


@pytest.fixture(scope="module")
def pygame_display():
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield pygame
    pygame.display.quit()


def test_every_svg_loads_and_is_not_blank(pygame_display):
    pygame = pygame_display
    poor = []
    for f in _svgs():
        img = pygame.image.load_sized_svg(os.path.join(ICONS, f), (48, 48))
        w, h = img.get_size()
        assert max(w, h) == 48 and min(w, h) >= 24, (f, img.get_size())
        opaque = sum(img.get_at((x, y)).a >= 128 for y in range(h) for x in range(w))
        box = img.get_bounding_rect(min_alpha=128)
        # a picture covers a fair part of its square and fills it in at least one direction
        if opaque < 0.15 * w * h or max(box.width, box.height) < 0.75 * 48:
            poor.append((f, opaque, box))
    assert not poor, poor


def test_blank_svg_would_be_caught(pygame_display, tmp_path):
    """The blankness measure above tells an empty picture from a real one."""
    pygame = pygame_display
    empty = tmp_path / "empty.svg"
    empty.write_text('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"/>', encoding="utf-8")
    img = pygame.image.load_sized_svg(str(empty), (48, 48))
    assert all(img.get_at((x, y)).a == 0 for x in range(48) for y in range(48))
    real = pygame.image.load_sized_svg(os.path.join(ICONS, "1f98a.svg"), (48, 48))
    assert sum(real.get_at((x, y)).a >= 128 for x in range(48) for y in range(48)) > 0.3 * 48 * 48


# ---------------------------------------------------------------- licences and attribution

def test_licence_files_exist_and_name_their_licence():
    expect = {"LICENSE-Twemoji.txt": "Attribution 4.0 International",
              "LICENSE-OpenMoji.txt": "Attribution-ShareAlike 4.0 International",
              "LICENSE-GameIcons.txt": "Attribution 3.0 Unported"}
    for name, words in expect.items():
        with open(os.path.join(ICONS, name), encoding="utf-8") as f:
            text = f.read()
        assert words in text and len(text) > 10_000, name


def test_attribution_lists_every_file_and_no_other():
    with open(os.path.join(ICONS, "ATTRIBUTION.md"), encoding="utf-8") as f:
        text = f.read()
    for words in ("Twemoji", "CC BY 4.0", "OpenMoji", "CC BY-SA 4.0", "LICENSE-Twemoji.txt", "LICENSE-OpenMoji.txt",
                  "game-icons.net", "CC BY 3.0", "LICENSE-GameIcons.txt", *GAME_ICONS_AUTHORS.values()):
        assert words in text, words
    listed = re.findall(r"^\| ([^ |]+\.svg) \|", text, flags=re.M)
    assert len(listed) == len(set(listed)), "a file listed twice"
    assert sorted(listed) == _svgs()


def test_attribution_says_what_each_changed_file_was_made_from():
    """A file whose name is not a bare code point is one we changed: its row names the original and the change."""
    with open(os.path.join(ICONS, "ATTRIBUTION.md"), encoding="utf-8") as f:
        rows = [line for line in f if re.match(r"^\| [^ |]+\.svg \|", line)]
    changed = 0
    for row in rows:
        cells = [c.strip() for c in row.strip().strip("|").split("|")]
        name = cells[0]
        if re.fullmatch(r"[0-9a-f]+(-[0-9a-f]+)*\.svg", name):
            continue                                    # a set's file, unchanged
        changed += 1
        if name.startswith("openmoji-"):
            assert cells[1].lower() == f"color/svg/{name[len('openmoji-'):]}", row
            assert cells[3], f"{name}: no change described"
            continue
        if name.startswith("gameicons-"):                # game-icons.net: the author's folder and the icon
            folder, _, original = cells[1].partition("/")
            assert original == name[len("gameicons-"):] and GAME_ICONS_AUTHORS.get(folder) == cells[2], row
            assert len(cells[3]) > 10, f"{name}: no change described"
            continue
        base = cells[1].split(" ")[0]
        assert re.fullmatch(r"[0-9a-f]+(-[0-9a-f]+)*\.svg", base), row
        assert name.startswith(base[:-4] + "-"), f"{name} is not named after its original {base}"
        assert len(cells[2]) > 10, f"{name}: no change described"
    assert changed >= 1


# ---------------------------------------------------------------- never a wrong animal

TAGS = ("same", "kin", "neutral", "symbol")     # what the comment after an entry says its picture is
FORBIDDEN = ("stand-in", "standin", "stand in", "wrong")


def _entry_comments(game):
    with open(os.path.join(DATA, game, "pictures.yaml"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            m = re.match(r"^  ([a-z0-9_]+): \S+(?:\s+#\s*(.*))?$", line.rstrip("\n"))
            if m:
                yield n, m.group(1), (m.group(2) or "").strip()


@pytest.mark.parametrize("game", GAMES)
def test_no_picture_is_a_stand_in(game):
    """Every comment after an entry starts with one of TAGS (the header of each pictures.yaml says what
    they mean); none marks a picture of another animal in the card's place."""
    bad = []
    for n, key, comment in _entry_comments(game):
        tag = comment.split(":", 1)[0].strip().lower() if comment else ""
        if comment and (tag not in TAGS or any(w in comment.lower() for w in FORBIDDEN)):
            bad.append(f"data/{game}/pictures.yaml:{n}: {key}: {comment}")
    assert not bad, "\n".join(bad)


def test_the_stand_in_rule_catches_a_stand_in(tmp_path, monkeypatch):
    game = tmp_path / "zoo"
    game.mkdir()
    (game / "pictures.yaml").write_text("game: a.svg\npictures:\n  tapir: 1f98f.svg   # stand-in: rhinoceros\n",
                                        encoding="utf-8")
    monkeypatch.setattr(sys.modules[__name__], "DATA", str(tmp_path))
    with pytest.raises(AssertionError):
        test_no_picture_is_a_stand_in("zoo")


WRONG_BEFORE = {   # the pictures of another animal that the cards once showed: never again
    ("depredador", "tapir"): "1f98f.svg", ("selva", "tapir"): "1f98f.svg",
    ("selva", "quirquincho"): "1f994.svg", ("selva", "oso_hormiguero"): "1f9a5.svg",
    ("animal_duel", "tucan"): "1f99c.svg", ("selva", "tucan_toco"): "1f99c.svg",
    ("depredador", "ostrich"): "1f9a9-ratite.svg", ("selva", "nandu"): "1f9a9-ratite.svg",
    ("depredador", "heron"): "1f9a9-heron.svg", ("animal_duel", "morsa"): "1f9ad.svg",
    ("depredador", "mountain_goat"): "1f40f.svg", ("depredador", "partridge"): "1f414.svg",
    ("depredador", "capercaillie"): "1f983.svg", ("depredador", "wildebeest"): "1f402.svg",
    ("depredador", "agouti"): "1f439.svg", ("forest_shuffle", "mole"): "1f401.svg",
}


def test_the_wrong_animals_stay_gone():
    back = [(g, k) for (g, k), f in WRONG_BEFORE.items() if _pictures(g)["pictures"].get(k) == f]
    assert not back, back
