"""What the battlefield's side panel offers and asks, read from the fight view
(`play.fight_view.FightView`): the rows of controls (end the turn, the heroes' quick uses,
the automatic Quest Master), and the questions that must be answered before the fight goes
on (the modify window, a serious injury, a strike back) with the answers the rules allow.
Pure: no widgets here. Every control carries the action of one of the view's choices, or a
("ui", what, value) choice of the window's own; the engine refuses the rest in its own words.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from questboard.play import PARTY, QM
from questboard.play.fight_questions import INJURY
from questboard.play.fight_turn import AskedView, TrackerView, main_side
from questboard.play.seats import QUEST_MASTER
from questboard.ui.table.controls import Control

NO_TRACKER = TrackerView(0, "", (), (), 0)  # before the first view is read


def fight_of(game):
    """The Quest Master's fight view of `game`, or None when no fight is on."""
    return game.view(QUEST_MASTER).fight


def main_asked(game) -> AskedView | None:
    """The side the fight waits for (the first that is not the party's), or None."""
    fv = fight_of(game)
    return main_side(fv.asked) if fv is not None else None


def party_asked(fv) -> bool:
    """The party may have the fight fought out (any fight not over)."""
    return PARTY in [a.side for a in fv.asked]


@dataclass
class Question:
    """Something the fight waits for an answer to (a dialog): title, lines, choices."""

    who: str  # the side answering (a hero id or QM)
    title: str
    lines: list[str]
    options: list[Control]


def control(c) -> Control:
    """A view's choice (`play.viewdata.Choice`) as a button."""
    return Control(c.label, c.act(), key=c.key or None, primary=c.primary, tip=c.tip or None)


def question(fv, choices: dict | None = None) -> Question | None:
    """The modify window (only what could still turn the roll, R34), a serious injury or a
    strike back, as the view asks it; None while a turn is played."""
    q = fv.question if fv is not None else None
    if q is None:
        return None
    if q.kind == INJURY:
        return Question(q.who, q.title, list(q.lines), _injury(fv, q, choices or {}))
    return Question(q.who, q.title, list(q.lines), [control(c) for c in q.choices])


def _injury(fv, q, choices: dict) -> list[Control]:
    """The injury's answers: which discard-after-use item goes (a toggle, when there is a
    choice), the attributes that may drop with it, then the heals that reach him now."""
    hurt = [c for c in q.choices if c.kind == "injury"]
    items = list(dict.fromkeys(c.discard for c in hurt if c.discard))
    opts: list[Control] = []
    gone = ""
    if items:
        gone = choices.get("discard") if choices.get("discard") in items else items[0]
        f = fv.fighter(q.fighter)
        name = next((i.name for i in f.items if i.id == gone), gone) if f is not None else gone
        opts.append(Control(f"Discards {name}  (change)", ("ui", "discard", tuple(items))))
    for c in hurt:
        if c.discard == gone:
            opts.append(Control(c.label.split("; discards ")[0], c.act(), primary=c.primary, key=c.key or None))
    return opts + [control(c) for c in q.choices if c.kind != "injury"]


def actor(fv, auto_qm: bool, selected: str | None = None) -> str | None:
    """The fighter the mouse acts with now: the hero on turn, or (when the Quest Master is
    played by hand) his bad guy on turn or the one selected."""
    m = fv.movers if fv is not None else None
    if m is None:
        return None
    if m.side != QM:
        return m.actor
    if auto_qm:
        return None
    if m.actor:
        return m.actor
    return selected if selected in m.pieces else None


def movable(fv, auto_qm: bool) -> tuple[str, ...]:
    """The bases a drag may move now (the rules may still refuse the move: it is planned)."""
    m = fv.movers if fv is not None else None
    if m is None or (m.side == QM and auto_qm):
        return ()
    return m.pieces


def quick(c) -> Control:
    """A quick use of the view as a button: an area card is laid on the field, a card that
    asks opens the use dialog, the rest send their action (none: offered, not now)."""
    if c.kind == "area":
        return Control(c.label, ("ui", "area", (c.who, c.card)), tip=c.tip or None)
    if c.asks:
        return Control(c.label, ("ui", "use", (c.who, c.card)), tip=c.tip or None)
    return Control(c.label, c.act(), tip=c.tip or None)


@dataclass
class Section:
    """A part of the panel: its rows, under a heading that may fold it into one button
    (`key` None: it never folds: the turn's end, the sheets, fighting it out)."""

    key: str | None
    title: str
    rows: list[list[Control]]
    short: str = ""  # its folded button's words, when not the title's

    @property
    def folded(self) -> str:
        return f"{self.short or self.title}…"


def sections(fv, auto_qm: bool) -> list[Section]:
    """The panel's controls by section: the turn's end and the sheets, each hero's quick uses
    (the acting hero's first)."""
    if fv is None:
        return []
    first: list[list[Control]] = []
    main = main_side(fv.asked)
    if fv.turn_ends and main is not None and (main.side != QM or not auto_qm):
        first.append([control(c) for c in fv.turn_ends])
    elif not fv.over:  # the row keeps its place while no turn may be ended, so nothing moves
        first.append([Control("End the turn", None, tip=f"Not now: {fv.waiting}")])
    first.append([Control("The heroes' sheets  (Tab)", ("ui", "open", "sheets"),
                          tip="Their cards: heal, refresh, give an item to a hero touching its owner, sell")])
    out = [Section(None, "", first)]
    for hero in fv.quick_uses:
        out.append(_hero_cards(hero))
    return out


@functools.lru_cache(maxsize=64)  # a hero's row is the view's same one while his cards stay (`play.kept`)
def _hero_cards(hero) -> Section:
    """One hero's quick uses as a section, two buttons to a row (never changed once made)."""
    row = [quick(c) for c in hero.uses]
    return Section(hero.hero, f"{hero.name}'s cards", [row[i:i + 2] for i in range(0, len(row), 2)],
                   short=hero.name)


def rows(parts: list[Section], open_key: str | None = None) -> list[list[Control]]:
    """The sections as rows, each under its heading; with `open_key`, every other section
    that may fold is one button that opens it (two such buttons to a row)."""
    out: list[list[Control]] = []
    folded: list[Control] = []
    for part in parts:
        if open_key is not None and part.key is not None and part.key != open_key:
            names = ", ".join([c.text for row in part.rows for c in row])
            folded.append(Control(part.folded, ("ui", "section", part.key),
                                  tip=f"Show {part.title}: {names}" if names else f"Show {part.title}"))
            continue
        if folded:  # the buttons of the parts folded since the last open one, two to a row
            out += [folded[i:i + 2] for i in range(0, len(folded), 2)]
            folded = []
        if part.key is not None:
            out.append([Control(part.title, None, key="heading")])
        out += part.rows
    return out + [folded[i:i + 2] for i in range(0, len(folded), 2)] if folded else out
