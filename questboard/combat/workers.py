"""Worker processes (the rehearsals' pool, the window's odds) end when the process that
started them does, whatever way it ended: a crash, SIGKILL, or the display going away
under the window ("XIO: fatal IO error"), when no cleanup of its own runs.

multiprocessing hands every child a pipe from its parent (`parent_process().sentinel`);
only the parent holds the other end, so the child sees it close the moment the parent is
gone. A watcher thread waits on it and ends the child at once.
"""

from __future__ import annotations

import multiprocessing
import os
import threading
from multiprocessing.connection import wait


def watch_parent() -> bool:
    """In a child process: end it as soon as its parent is gone (a daemon thread waits on
    the parent's pipe, no polling). True when a watcher was started (False in the main
    process, which has no parent to watch)."""
    parent = multiprocessing.parent_process()
    if parent is None or parent.sentinel is None:
        return False

    def end_with_parent() -> None:
        wait([parent.sentinel])  # returns once the parent's end of the pipe is closed
        os._exit(0)  # nothing of the child's is worth keeping without the parent

    threading.Thread(target=end_with_parent, name="questboard-parent-watch", daemon=True).start()
    return True
