"""A host whose game is pumped in a thread of its own (the game touched in that thread alone),
for tests that join it from this one."""

from __future__ import annotations

import contextlib
import threading
import time

from questboard.net.host import Host
from questboard.play import new_game


@contextlib.contextmanager
def pumped_host(game=None):
    h = Host(game if game is not None else new_game("example-short", ("karomin", "alondis"), 7)).start()
    stop = threading.Event()

    def pump():
        while not stop.is_set():
            h.pump()
            time.sleep(0.003)

    t = threading.Thread(target=pump, daemon=True)
    t.start()
    try:
        yield h
    finally:
        stop.set()
        t.join(5)
        h.stop()
