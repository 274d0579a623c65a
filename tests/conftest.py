import os

# Every UI test runs headless; set before anything imports pygame.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pytest_configure(config):
    """Autosaves and crash reports of the tests go to a folder of their own, never the user's."""
    import tempfile

    os.environ["QUESTBOARD_DATA"] = tempfile.mkdtemp(prefix="questboard-test-data-")


def pytest_runtest_setup(item):
    """Each test starts with no epic heroes kept and a Quest Master who has run nothing: what
    an earlier test's ending wrote (the roster, the Quest Master's profiles) never changes
    how a later one plays."""
    from pathlib import Path

    data = Path(os.environ.get("QUESTBOARD_DATA", ""))
    for name in ("roster.json", "quest_master.json"):
        if data.name and (data / name).is_file():
            (data / name).unlink()
