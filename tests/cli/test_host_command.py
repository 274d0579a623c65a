"""`questboard host` refuses what it cannot do in one line, exit 2, no traceback."""

from __future__ import annotations

import subprocess
import sys


def _host(*args: str):
    return subprocess.run([sys.executable, "-m", "questboard", "host", *args, "--headless"],
                          capture_output=True, text=True, timeout=60)


def test_a_host_without_an_adventure_or_heroes_says_what_is_missing():
    r = _host()
    assert r.returncode == 2 and "give an ADVENTURE and --heroes" in r.stderr and "Traceback" not in r.stderr


def test_a_bad_port_an_unknown_seat_and_a_missing_autosave_each_get_one_line(tmp_path):
    r = _host("example-short", "--heroes", "karomin", "--port", "70000")
    assert r.returncode == 2 and "a port is 0 to 65535" in r.stderr
    r = _host("example-short", "--heroes", "karomin", "--port", "0", "--seats", "gandalf")
    assert r.returncode == 2 and "no seat 'gandalf'" in r.stderr and "Traceback" not in r.stderr
    r = _host("--load", str(tmp_path / "gone.autosave"))
    assert r.returncode == 2 and "no such autosave" in r.stderr and "Traceback" not in r.stderr
