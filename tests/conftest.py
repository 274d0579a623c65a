import os

# Every UI test runs headless; set before anything imports pygame.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pytest_configure(config):
    """Autosaves and crash reports of the tests go to a folder of their own, never the user's."""
    import tempfile

    os.environ["QUESTBOARD_DATA"] = tempfile.mkdtemp(prefix="questboard-test-data-")
