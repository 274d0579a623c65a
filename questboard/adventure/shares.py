"""The first offer of a share-out (R46): each found item round the table from the leader, but
to a hero who can still carry it when one can (Quest Items never count against a limit, R8)."""

from __future__ import annotations

from questboard.rules.state import GameState


def from_leader(game: GameState) -> tuple[str, ...]:
    """The heroes in seat order, starting with the leader."""
    ids = tuple([h.id for h in game.heroes])
    return ids[game.leader:] + ids[:game.leader]


def first_shares(game: GameState, items: tuple[str, ...]) -> tuple[str, ...]:
    """Whom each found item is offered to first: the hero whose turn it is round the table,
    else the next after him with room; when nobody has room, the one whose turn it is."""
    order = from_leader(game)
    room = {h.id: h.equipment_limit - len(h.equipment) for h in game.heroes}
    chosen = []
    for i, item in enumerate(items):
        turn = _rotate(order, i)
        if item not in game.cards.equipment:
            chosen.append(turn[0])
            continue
        to = next((h for h in turn if room[h] > 0), turn[0])
        room[to] -= 1
        chosen.append(to)
    return tuple(chosen)


def _rotate(order: tuple[str, ...], i: int) -> tuple[str, ...]:
    k = i % len(order)
    return order[k:] + order[:k]
