"""The console's question when veterans wrote down more copies of a card than the box holds:
the hero whose turn it is takes one of the disputed cards, or leaves them to the others (R80)."""

from __future__ import annotations

from questboard import play


def choose_disputed(game, prompt, offer, choices, p) -> None:
    """One button per disputed card the hero may take, and one to leave them."""
    from questboard.ui.table.controls import Control

    names = game.names()
    hero = names.get(prompt.hero, prompt.hero)
    p.title = f"Disputed cards: {hero} takes one"
    centre = ", ".join([names.get(c, c) + (f" ×{n}" if n > 1 else "") for c, n in prompt.centre])
    p.lines.append(f"Several veterans wrote down {centre}; the box has too few. In turn each takes one; "
                   "who gets none has its worth in gold, or draws another gift of its pile.")
    for i, card in enumerate(prompt.cards, start=1):
        p.rows.append([Control(f"{i}.  {names.get(card, card)}", offer.make(play.TakeDisputed, hero=prompt.hero,
                                                                             card=card),
                               key=str(i) if i <= 9 else None, primary=i == 1)])
    n = len(prompt.cards) + 1
    p.rows.append([Control(f"{n}.  Leave them to the others", offer.make(play.TakeDisputed, hero=prompt.hero, card=""),
                           key=str(n) if n <= 9 else None,
                           tip="Gold for each piece of equipment not got, another gift drawn for each gift")])
