"""The real program in a real X window: Xvfb with a window manager, clicks by xdotool
through the launcher into the first paragraph, a key press that chooses an option, and a
screenshot of the screen (recipe: shared/UI-NOTES.md)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

TOOLS = ("Xvfb", "xdotool", "openbox", "import")
PACKAGES = "xvfb xdotool openbox imagemagick x11-utils"
SIZE = (1600, 900)


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


def _launcher_layout(size):
    """Where the launcher's cards and Start button are at this window size (the same code,
    headless)."""
    from questboard.ui.app import App

    app = App(size=size, hidden=True)
    try:
        launcher = app.scene
        return {"karomin": launcher.target("hero", "karomin").center,
                "alondis": launcher.target("hero", "alondis").center,
                "learning": launcher.target("adventure", "the-harbor-treasure").center,
                "start": launcher.start.rect.center}
    finally:
        app.close()


def test_the_real_program_clicks_through_the_launcher_into_the_first_paragraph(xserver, tmp_path):
    env, started = xserver
    app = subprocess.Popen([sys.executable, "-m", "questboard"], env=env,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    started.append(app)
    window = _wait(lambda: _run("xdotool", "search", "--onlyvisible", "--class", "questboard", env=env).split(), 40)
    assert window, f"no window appeared: {app.poll()} {app.stderr.read() if app.poll() is not None else ''}"
    w = window[-1]
    time.sleep(0.5)  # the window manager maps and places it
    geometry = _run("xdotool", "getwindowgeometry", w, env=env)
    size = next((tuple(int(v) for v in line.split()[-1].split("x")) for line in geometry.splitlines()
                 if "Geometry" in line), SIZE)
    spots = _launcher_layout(size)
    for name in ("learning", "karomin", "alondis", "start"):
        x, y = spots[name]
        _run("xdotool", "mousemove", "--window", w, str(x), str(y), "click", "1", env=env)
        time.sleep(0.4)
    autosaves = Path(env["QUESTBOARD_DATA"]) / "autosaves"
    save = _wait(lambda: next(iter(autosaves.glob("*.autosave")), None) if autosaves.is_dir() else None, 30)
    assert save is not None, "Start did not open the table (no autosave was begun)"
    before = save.read_text()
    _run("xdotool", "key", "--window", w, "1", env=env)
    assert _wait(lambda: save.read_text() != before, 20), "the key 1 chose no option"
    shot = tmp_path / "real-window.png"
    _run("import", "-window", "root", str(shot), env=env)
    assert shot.is_file() and shot.stat().st_size > 10000
    assert app.poll() is None, app.stderr.read()
