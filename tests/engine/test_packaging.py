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
    run = subprocess.run([str(exe), "simulate", "depredador", "--games", "3"], cwd=str(tmp_path),
                         capture_output=True, text=True, timeout=300, env=env)
    assert run.returncode == 0, run.stderr[-3000:]
    lines = [json.loads(x) for x in run.stdout.splitlines() if x.strip()]
    assert len(lines) == 4 and lines[-1]["summary"] and lines[-1]["games"] == 3
    assert all(len(line["places"]) == 4 for line in lines[:3])
    duel = subprocess.run([str(exe), "simulate", "animal_duel", "--games", "2", "--seats", "normal,easy"],
                          cwd=str(tmp_path), capture_output=True, text=True, timeout=300, env=env)
    assert duel.returncode == 0, duel.stderr[-3000:]
    assert json.loads(duel.stdout.splitlines()[-1])["games"] == 2
    check = subprocess.run([str(exe), "check-data"], cwd=str(tmp_path), capture_output=True, text=True,
                           timeout=120, env=env)
    assert check.returncode == 0, check.stdout + check.stderr
    shot = subprocess.run([str(exe), "screenshot", "depredador", "--moves", "12", "--out",
                           str(tmp_path / "shot.png")], cwd=str(tmp_path), capture_output=True, text=True,
                          timeout=120, env=env)
    assert shot.returncode == 0, shot.stderr[-3000:]
    assert (tmp_path / "shot.png").stat().st_size > 10_000
    shot = subprocess.run([str(exe), "screenshot", "animal_duel", "--moves", "8", "--out",
                           str(tmp_path / "duel.png")], cwd=str(tmp_path), capture_output=True, text=True,
                          timeout=120, env=env)
    assert shot.returncode == 0, shot.stderr[-3000:]
    assert (tmp_path / "duel.png").stat().st_size > 10_000
    selva = subprocess.run([str(exe), "simulate", "selva", "--games", "1", "--seats", "easy,easy"],
                           cwd=str(tmp_path), capture_output=True, text=True, timeout=300, env=env)
    assert selva.returncode == 0, selva.stderr[-3000:]
    assert json.loads(selva.stdout.splitlines()[-1])["games"] == 1
    shot = subprocess.run([str(exe), "screenshot", "selva", "--moves", "30", "--out",
                           str(tmp_path / "selva.png")], cwd=str(tmp_path), capture_output=True, text=True,
                          timeout=120, env=env)
    assert shot.returncode == 0, shot.stderr[-3000:]
    assert (tmp_path / "selva.png").stat().st_size > 10_000
