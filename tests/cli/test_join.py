"""`questboard join`: a wrong code, seat or address is one line and exit code 2, never a
traceback; a good one draws the seat's window (here once, to a PNG)."""

from __future__ import annotations

import pytest

from questboard.cli.main import main
from tests.net.pumping import pumped_host


@pytest.fixture
def host():
    with pumped_host() as h:
        yield h


def _one_line(capsys) -> str:
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    return err.strip()


def test_a_wrong_code_is_one_line_and_exit_2(host, capsys):
    assert main(["join", host.address, "--code", "WRONG-CODE", "--seat", "karomin"]) == 2
    assert _one_line(capsys).endswith("cannot join " + host.address + " as karomin: wrong join code")


def test_a_seat_nobody_has_names_the_seats(host, capsys):
    assert main(["join", host.address, "--code", host.code, "--seat", "krzzzt"]) == 2
    assert "no seat 'krzzzt': the seats are karomin, alondis, table" in _one_line(capsys)


def test_an_address_where_nobody_hosts_is_one_line(capsys):
    assert main(["join", "127.0.0.1:9", "--code", "ABC", "--seat", "karomin"]) == 2
    assert "no answer from ws://127.0.0.1:9" in _one_line(capsys)


def test_a_bad_size_is_one_line(capsys):
    assert main(["join", "127.0.0.1:9", "--code", "ABC", "--size", "huge"]) == 2
    assert "--size 'huge'" in _one_line(capsys)


@pytest.mark.parametrize("seat", ["karomin", None])
def test_a_good_join_draws_the_seats_window(host, tmp_path, capsys, seat):
    out = tmp_path / "joined.png"
    words = ["join", host.address, "--code", host.code, "--out", str(out)] + (["--seat", seat] if seat else [])
    assert main(words) == 0
    assert out.stat().st_size > 10_000
    assert f"{seat or 'table'} joined from 127.0.0.1" in host.lines
    assert "wrote " in capsys.readouterr().out
