"""The packaged executable (PyInstaller onedir) runs a simulation from the bundle."""
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.mark.slow
def test_frozen_app_simulates_from_the_bundle(tmp_path):
    dist, work = tmp_path / "dist", tmp_path / "build"
    build = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(dist), "--workpath", str(work), os.path.join(ROOT, "bestiario.spec")],
        cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert build.returncode == 0, build.stderr[-3000:]
    exe = dist / "bestiario" / "bestiario"
    assert exe.exists()
    # run from elsewhere so nothing can be found through the source tree
    env = dict(os.environ, BESTIARIO_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    check = subprocess.run([str(exe), "check-data"], cwd=str(tmp_path), capture_output=True, text=True,
                           timeout=120, env=env)
    assert check.returncode == 0, check.stdout + check.stderr
    # every registered game simulates and draws its table from the bundle
    from rules.registry import DESCRIPTORS
    for d in DESCRIPTORS:
        n = d.default_players
        run = subprocess.run([str(exe), "simulate", d.id, "--games", "2", "--seats", ",".join(["easy"] * n)],
                             cwd=str(tmp_path), capture_output=True, text=True, timeout=300, env=env)
        assert run.returncode == 0, (d.id, run.stderr[-3000:])
        lines = [json.loads(x) for x in run.stdout.splitlines() if x.strip()]
        assert len(lines) == 3 and lines[-1]["summary"] and lines[-1]["games"] == 2, d.id
        assert all(len(line["places"]) == n for line in lines[:2]), d.id
        shot = tmp_path / f"{d.id}.png"
        run = subprocess.run([str(exe), "screenshot", d.id, "--moves", "12", "--out", str(shot)],
                             cwd=str(tmp_path), capture_output=True, text=True, timeout=120, env=env)
        assert run.returncode == 0, (d.id, run.stderr[-3000:])
        assert shot.stat().st_size > 10_000, d.id
