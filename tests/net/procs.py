"""Hosts and seats as separate processes on 127.0.0.1, for the tests across machines: started,
read, killed (-9) and started again, each with a deadline."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def env(data: Path) -> dict[str, str]:
    e = dict(os.environ, XDG_DATA_HOME=str(data), SDL_VIDEODRIVER="dummy", PYTHONPATH=str(ROOT))
    e.pop("DISPLAY", None)
    return e


class Host:
    """`questboard host --headless` in its own process; `address`, `code`, `autosave` as it
    printed them."""

    def __init__(self, data: Path, args: list[str], out: Path) -> None:
        self.out = out
        self.proc = subprocess.Popen([sys.executable, "-m", "questboard", "host", *args, "--headless"],
                                     stdout=open(out, "a"), stderr=subprocess.STDOUT, env=env(data), cwd=ROOT)
        self.said = self._wait_for(("address", "code", "autosave"))
        self.address, self.code, self.autosave = self.said["address"], self.said["code"], Path(self.said["autosave"])
        self.port = int(self.address.rsplit(":", 1)[1])

    def _wait_for(self, keys, seconds: float = 30.0) -> dict[str, str]:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            said = {}
            for line in self.out.read_text().splitlines():
                key, _, value = line.partition(": ")
                said[key] = value
            if all(k in said for k in keys):
                return said
            assert self.proc.poll() is None, self.out.read_text()
            time.sleep(0.05)
        raise AssertionError(f"the host did not start: {self.out.read_text()}")

    def kill(self) -> None:
        self.proc.kill()
        self.proc.wait(10)


def seat(data: Path, host: Host, name: str, folder: Path, *more: str) -> subprocess.Popen:
    """A plain player at seat `name` (tests.net.seat_player), writing every frame it got
    to FOLDER/NAME.frames and each view to FOLDER/NAME.views."""
    return subprocess.Popen([sys.executable, "-m", "tests.net.seat_player", host.address, host.code, name,
                             "--frames", str(folder / f"{name}.frames"), "--views", str(folder / f"{name}.views"),
                             "--seconds", "150", "--pace", "0.03", *more],
                            stdout=open(folder / f"{name}.out", "a"), stderr=subprocess.STDOUT, env=env(data), cwd=ROOT)


def views(folder: Path, name: str) -> list[dict]:
    path = folder / f"{name}.views"
    if not path.exists():
        return []
    out = []
    for line in path.read_text().splitlines():
        try:
            out.append(json.loads(line))
        except ValueError:  # a line cut by a kill
            pass
    return out


def wait_until(test, seconds: float, what: str) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if test():
            return
        time.sleep(0.1)
    raise AssertionError(f"waited {seconds} s for {what}")
