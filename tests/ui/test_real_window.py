"""The real program in a real X window: Xvfb with a window manager, clicks and keys by
xdotool through the launcher into the first paragraph, a choice, a save and a quit, then a
new process that continues the save; read back from the program's own state dump
(QUESTBOARD_STATE_DUMP) and a screenshot of the screen (recipe: shared/UI-NOTES.md)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

TOOLS = ("Xvfb", "xdotool", "openbox", "import")
PACKAGES = "xvfb xdotool openbox imagemagick x11-utils"


def _wait(what, seconds: float = 30.0, step: float = 0.1):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        got = what()
        if got:
            return got
        time.sleep(step)
    return None


def _run(*cmd, env) -> str:
    return subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=30).stdout


@pytest.fixture
def xserver(tmp_path):
    missing = [t for t in TOOLS if shutil.which(t) is None]
    if missing:
        pytest.skip(f"the real-window test needs {', '.join(missing)}: apt-get install -y {PACKAGES}")
    read, write = os.pipe()  # Xvfb picks a free display itself and writes its number here
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1920x1080x24",
                             "-nolisten", "tcp"], pass_fds=(write,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    display = f":{number}"
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    env.update(DISPLAY=display, SDL_FRAMEBUFFER_ACCELERATION="0", SDL_AUDIODRIVER="dummy",
               QUESTBOARD_DATA=str(tmp_path / "data"), PYGAME_HIDE_SUPPORT_PROMPT="1")
    started = []
    try:
        assert _wait(lambda: Path(f"/tmp/.X11-unix/X{number}").exists(), 20), "Xvfb did not start"
        started.append(subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL))
        yield env, started
    finally:
        for p in reversed(started):
            p.terminate()
        for p in reversed(started):
            try:
                p.wait(10)
            except subprocess.TimeoutExpired:
                p.kill()
        xvfb.terminate()
        xvfb.wait(10)


def _start(env, started):
    """A new `questboard` process and its window, once it shows."""
    app = subprocess.Popen([sys.executable, "-m", "questboard"], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    started.append(app)
    window = _wait(lambda: _run("xdotool", "search", "--onlyvisible", "--class", "questboard", env=env).split(), 40)
    assert window, f"no window appeared: {app.poll()} {app.stderr.read() if app.poll() is not None else ''}"
    time.sleep(0.5)  # the window manager maps and places it
    return app, window[-1]


def _dumped(dump: Path, test, seconds: float = 20.0) -> dict | None:
    """The program's state dump once `test(state)` holds."""
    def read():
        try:
            state = json.loads(dump.read_text())
        except (OSError, ValueError):
            return None
        return state if test(state) else None
    return _wait(read, seconds, 0.05)


def _last(dump: Path) -> str:
    """The dump as it was last written (for a failure's message)."""
    try:
        return dump.read_text()[:600]
    except OSError:
        return "(no state dump)"


def _press(w, state: dict, text: str, env) -> None:
    """Click the live button whose text starts with `text`, where the program says it is."""
    button = next((b for b in state["buttons"] if b["text"].startswith(text) and b["enabled"]), None)
    assert button is not None, f"no button {text!r} among {[b['text'] for b in state['buttons']]}"
    _click(w, button["at"], env)


def _click(w, at, env) -> None:
    x, y = at
    _run("xdotool", "mousemove", "--window", w, str(x), str(y), "click", "1", env=env)


def test_the_real_program_plays_saves_quits_and_a_new_process_continues_the_save(xserver, tmp_path):
    """Through the launcher into the first paragraph, a choice, Esc, Save, Quit (the process
    ends with 0); a new process continues that save from the launcher, at the same paragraph
    with the same heroes."""
    env, started = xserver
    dump = tmp_path / "state.json"
    env = {**env, "QUESTBOARD_STATE_DUMP": str(dump)}
    app, w = _start(env, started)
    launcher = _dumped(dump, lambda s: s["scene"] == "Launcher" and s["cards"])
    assert launcher is not None, f"no launcher: {_last(dump)}"
    cards = {(c["kind"], c["id"]): c["at"] for c in launcher["cards"]}
    for card in (("adventure", "the-harbor-treasure"), ("hero", "karomin"), ("hero", "alondis")):
        _click(w, cards[card], env)
        time.sleep(0.2)
    ready = _dumped(dump, lambda s: any(b["text"] == "Start with 2 heroes" and b["enabled"] for b in s["buttons"]))
    assert ready is not None, f"Start stays disabled: {_last(dump)}"
    _press(w, ready, "Start", env)
    table = _dumped(dump, lambda s: s["scene"] == "Table")
    assert table is not None, f"Start did not open the table: {_last(dump)} {app.poll()}"
    assert [h["id"] for h in table["heroes"]] == ["karomin", "alondis"]
    _run("xdotool", "key", "--window", w, "1", env=env)
    chosen = _dumped(dump, lambda s: s.get("actions", 0) > table["actions"] and s["overlay"] is None)
    assert chosen is not None, "the key 1 chose no option"
    assert chosen["snapshot"] != table["snapshot"]
    _run("xdotool", "key", "--window", w, "Escape", env=env)
    menu = _dumped(dump, lambda s: s["overlay"] == "Menu")
    assert menu is not None, "Esc opened no menu"
    _press(w, menu, "Save", env)
    saves = Path(env["QUESTBOARD_DATA"]) / "saves"
    assert _wait(lambda: list(saves.glob("*.save.json")), 20), "Save wrote nothing"
    _press(w, menu, "Quit", env)
    asked = _dumped(dump, lambda s: s["overlay"] == "Quit")
    assert asked is not None, "Quit… asked nothing"
    _press(w, asked, "Quit", env)
    try:
        assert app.wait(20) == 0, app.stderr.read()
    except subprocess.TimeoutExpired:
        raise AssertionError(f"the program did not end after Quit: {_last(dump)}") from None

    dump.unlink()
    again, w = _start(env, started)  # the next evening: a new process
    launcher = _dumped(dump, lambda s: s["scene"] == "Launcher")
    assert launcher is not None
    _press(w, launcher, "Saved games", env)
    kept = _dumped(dump, lambda s: s["overlay"] == "Continue" and any(not r["auto"] for r in s["rows"]))
    assert kept is not None, "the launcher lists no save"
    _click(w, next(r["at"] for r in kept["rows"] if not r["auto"]), env)
    resumed = _dumped(dump, lambda s: s["scene"] == "Table")
    assert resumed is not None, "the save did not open"
    assert resumed["paragraph"] == chosen["paragraph"]
    assert resumed["heroes"] == chosen["heroes"]
    assert resumed["actions"] == chosen["actions"] and resumed["snapshot"] == chosen["snapshot"]
    shot = tmp_path / "real-window.png"
    _run("import", "-window", "root", str(shot), env=env)
    assert shot.is_file() and shot.stat().st_size > 10000
    assert again.poll() is None, again.stderr.read()
