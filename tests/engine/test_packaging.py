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
    _frozen_server(exe, tmp_path, env)


def _frozen_server(exe, tmp_path, env):
    """The packaged app serves: a simulation through it gives the local one's lines, and its undo judge
    (a process started by spawn, which runs the executable again) answers a verdict."""
    import re
    import time
    srv = subprocess.Popen([str(exe), "serve", "--port", "0", "--allow-seed", "--db", str(tmp_path / "s.sqlite3")],
                           cwd=str(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    tc = None
    try:
        url = re.search(r"ws://\S+", srv.stdout.readline()).group(0)
        args = ["simulate", "animal_duel", "--games", "1", "--seats", "easy,easy", "--seed", "5"]
        far = subprocess.run([str(exe), *args, "--server", url], cwd=str(tmp_path), capture_output=True,
                             text=True, timeout=300, env=env)
        near = subprocess.run([str(exe), *args], cwd=str(tmp_path), capture_output=True, text=True, timeout=300, env=env)
        assert far.returncode == 0, far.stderr[-2000:]
        assert far.stdout.splitlines()[0] == near.stdout.splitlines()[0]
        from game.net.client import ThreadedClient
        tc = ThreadedClient(url)
        tc.do("connect")
        made = tc.do("create", "forest_shuffle", 2, ["friend", "easy"], name="Ana")
        assert tc.do("attach", made.data["table"], made.data["token"]).ok and tc.do("start").ok
        end = time.monotonic() + 60
        while tc.client.current != 0 or tc.client.view is None:
            assert time.monotonic() < end, "the server's AI never gave the turn back"
            time.sleep(0.05)
        game = tc.client.state()
        from rules.registry import descriptor
        action = descriptor("forest_shuffle").rules.legal_actions(game)[0]
        assert tc.do("act", action).ok
        while tc.client.undo_refusal == "judging":
            assert time.monotonic() < end, "no verdict from the judge process"
            time.sleep(0.05)
    finally:
        if tc is not None:
            tc.close()
        srv.terminate()
        _, err = srv.communicate(timeout=30)
    assert "invalid choice" not in err, err[-2000:]
