"""Creative Use of Gifts on the console (R65): at a check, each roller's ready gifts he may
offer to succeed outright, and then the Quest Master's approve / reject question. What may be
offered and who is asked are the game's (`check.creative_gifts`, `game.waiting`)."""

from __future__ import annotations

from questboard import play


def creative_rows(game, check, offer, p) -> None:
    """Rows for the modify window's panel `p` (controls.Panel) from the check view."""
    from questboard.ui.table.controls import Control  # the console's control value

    names = game.names()
    if check.creative is not None:
        hero, gift = (names.get(x, x) for x in check.creative)
        p.lines.append(f"{hero} offers to exhaust {gift} to succeed outright.")
        p.lines.append("Quest Master: does it fit the scene? (Approved, the card's own effect "
                       "does not happen; rejected, the gift stays ready.)")
        p.blocked = f"The Quest Master first approves or rejects {hero}'s use of {gift}"
        p.rows.append([
            Control("Approve: it succeeds", offer.make(play.JudgeCreativeGift, approve=True),
                    tip=f"{hero} exhausts {gift} and succeeds at the check"),
            Control("Reject", offer.make(play.JudgeCreativeGift, approve=False),
                    tip=f"{gift} stays ready; it may not be offered again at this check")])
        return
    row = [Control(f"{names.get(hero, hero)}: creative use of {g.name}",
                   offer.make(play.AskCreativeGift, hero=hero, gift=g.id),
                   tip=f"Exhaust {g.name} to succeed outright, if the Quest Master approves "
                       "(its own effect then does not happen)")
           for hero, gifts in check.creative_gifts for g in gifts]
    p.rows += [[c] for c in row]  # one a row: a gift's name is long
