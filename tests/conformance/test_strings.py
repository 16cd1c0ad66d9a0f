"""Every registered game's interface strings: each English file has its Spanish twin with the same keys
and the same placeholders, and every key belongs to the game (``<id>.``, ``<id>_<part>.`` or
``games.<id>.``)."""
from __future__ import annotations

import glob
import os
import re

import pytest

from game.paths import resource
from rules.registry import DESCRIPTORS
from tests.strings import strings_file

PLACEHOLDER = re.compile(r"\{(\w+)\}")


@pytest.mark.parametrize("gid", [d.id for d in DESCRIPTORS])
def test_both_languages_have_every_string_with_the_same_placeholders(gid):
    files = sorted(os.path.basename(p) for p in glob.glob(resource("data", gid, "i18n*.en.yaml")))
    assert files, f"{gid} has no English strings"
    for name in files:
        en = strings_file(gid, name)
        es = strings_file(gid, name.replace(".en.yaml", ".es.yaml"))
        assert set(en) == set(es), f"{gid}/{name}: {sorted(set(en) ^ set(es))[:8]}"
        mine = (f"{gid}.", f"{gid}_", f"games.{gid}.")
        assert all(k.startswith(mine) for k in en), f"{gid}/{name}: {[k for k in en if not k.startswith(mine)][:5]}"
        for k in en:
            assert set(PLACEHOLDER.findall(en[k])) == set(PLACEHOLDER.findall(es[k])), f"{gid}/{name}: {k}"
            assert en[k].count("@") == es[k].count("@"), f"{gid}/{name}: {k}"
