"""The window every UI test drives: hidden, 1600×900, a few frames drawn; closed after."""

import pytest

from tests.ui.helpers import frames, open_app


@pytest.fixture
def app():
    a = open_app()
    frames(a)
    yield a
    a.close()
