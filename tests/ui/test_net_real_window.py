"""A hosted game in real X windows: `questboard host` (the Quest Master's window) and
`questboard join` (Karomin's player's window) side by side on one Xvfb display. A click in
the joined window answers the story's question at the host; a click in the host's window
answers the next one, and the joined window shows it. Read back from each program's state
dump; the screen is saved as a picture of both (recipe: shared/UI-NOTES.md)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from tests.ui.test_real_window import _click, _dumped, _last, _run, _wait, xserver  # noqa: F401 (a fixture)

SIZE = (960, 720)


def _window(env, name: str):
    """The visible questboard window whose title begins with `name` (xdotool's --name does not
    match SDL's titles here; its --class and getwindowname do)."""
    def find():
        for w in _run("xdotool", "search", "--onlyvisible", "--class", "questboard", env=env).split():
            if _run("xdotool", "getwindowname", w, env=env).startswith(name):
                return w
        return None
    found = _wait(find, 60)
    names = [_run("xdotool", "getwindowname", w, env=env) for w in
             _run("xdotool", "search", "--class", "questboard", env=env).split()]
    tree = [line for line in _run("xwininfo", "-root", "-tree", env=env).splitlines() if "questboard" in line]
    assert found, f"no window named {name!r} among {names}; {tree}"
    return found


def _place(w, x: int, env) -> None:
    _run("xdotool", "windowsize", w, str(SIZE[0]), str(SIZE[1]), env=env)
    _run("xdotool", "windowmove", w, str(x), "40", env=env)


def _said(out: Path, key: str) -> str | None:
    for line in out.read_text().splitlines():
        if line.startswith(f"{key}: "):
            return line.split(": ", 1)[1]
    return None


def test_a_joined_window_and_the_hosts_answer_each_others_questions(xserver, tmp_path):  # noqa: F811
    env, started = xserver
    out = tmp_path / "host.out"
    host_env = dict(env, QUESTBOARD_STATE_DUMP=str(tmp_path / "host.json"))
    host = subprocess.Popen([sys.executable, "-m", "questboard", "host", "example-short", "--heroes",
                             "karomin,alondis", "--seed", "7", "--port", "0"], env=host_env,
                            stdout=open(out, "w"), stderr=subprocess.STDOUT)
    started.append(host)
    assert _wait(lambda: _said(out, "code"), 40), out.read_text()
    hw = _window(env, "questboard: hosting")
    _place(hw, 0, env)
    seat_env = dict(env, QUESTBOARD_STATE_DUMP=str(tmp_path / "seat.json"))
    seat = subprocess.Popen([sys.executable, "-m", "questboard", "join", _said(out, "address"), "--code",
                             _said(out, "code"), "--seat", "karomin"], env=seat_env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    started.append(seat)
    sw = _window(env, "questboard: Karomin")
    _place(sw, SIZE[0], env)
    time.sleep(0.8)  # the window manager places both
    state = _dumped(tmp_path / "seat.json", lambda s: s.get("paragraph") == 1 and any(
        b["text"].startswith("Buy supplies") for b in s["buttons"]))
    assert state, _last(tmp_path / "seat.json")
    first = next(b for b in state["buttons"] if b["text"].startswith("Buy supplies") and b["enabled"])
    _click(sw, first["at"], env)  # the player's mouse, in his own window
    at_host = _dumped(tmp_path / "host.json", lambda s: s.get("actions", 0) >= 1)
    assert at_host, _last(tmp_path / "host.json")
    paragraph = at_host["paragraph"]
    assert paragraph != 1
    leave = next((b for b in at_host["buttons"] if b["text"].startswith("Leave the shop") and b["enabled"]), None)
    assert leave is not None, [b["text"] for b in at_host["buttons"]]
    _click(hw, leave["at"], env)  # the Quest Master's mouse answers for the party
    moved = _dumped(tmp_path / "seat.json", lambda s: s.get("paragraph") not in (1, paragraph) or (
        s.get("stamp") != state.get("stamp") and s.get("paragraph") != paragraph), 20)
    assert moved, _last(tmp_path / "seat.json")
    picture = tmp_path / "both.png"
    _run("import", "-window", "root", "-crop", f"{2 * SIZE[0]}x{SIZE[1] + 20}+0+40", str(picture), env=env)
    assert picture.exists() and picture.stat().st_size > 10_000
    _run("xdotool", "key", "--window", sw, "ctrl+q", env=env)
    for p in (seat, host):
        p.terminate()
        p.wait(20)
