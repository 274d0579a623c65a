"""Names in a typed fight command: a fighter or a card by id, name or any unique beginning
("orc-2" for Orc Warrior 2, "pot" for a potion), names with spaces typed as read, matched
case-insensitively. What is named is read from the Quest Master's view of the fight."""

from __future__ import annotations

import re

from questboard.play import BadAnswer, pick
from questboard.play.fight_view import typed_names
from questboard.play.seats import QUEST_MASTER


class FightWords:
    """What a typed command reads: the Quest Master's view of the fight in `game`, the names
    a player may type, what each carried card does, and `game` itself for previews."""

    def __init__(self, game) -> None:
        self.game = game
        self.view = game.view(QUEST_MASTER).fight
        self.names = typed_names(game)
        self.effects = {e.card: e for e in self.view.effects}

    def fighter(self, fid: str):
        """The fighter `fid` as the view holds him."""
        found = self.view.fighter(fid)
        if found is None:
            raise KeyError(fid)
        return found

    def card_name(self, cid: str) -> str:
        """An item's, gift's or event's printed name."""
        return self.names.get(cid, cid)


def words_of(source) -> FightWords:
    """`source` read as a typed command reads it: a game (its fight), or words already read."""
    return source if isinstance(source, FightWords) else FightWords(source)


def slug(text: str) -> str:
    return re.sub(r"[\s_]+", "-", text.strip().lower())


def _pick(word: str, keyed: dict[str, list[str]], what: str, labels: dict[str, str]) -> str | None:
    """The one id whose key is `word` or starts with it; None if nothing matches."""
    w = slug(word)
    exact = {i for i, keys in keyed.items() if w in keys}
    if len(exact) == 1:
        return exact.pop()
    found = exact or {i for i, keys in keyed.items() if any(k.startswith(w) for k in keys)}
    if len(found) > 1:
        options = ", ".join(sorted(labels[i] for i in found))
        raise BadAnswer(f"{word!r} could be more than one {what}: {options}")
    return found.pop() if found else None


def fighter(source, word: str, side: str | None = None):
    """The fighter called `word`: id, name, a unique beginning, or card-beginning + number."""
    w = words_of(source)
    pool = [f for f in w.view.fighters if side is None or f.side == side]
    for group in ([f for f in pool if not f.off_field], pool):
        keyed = {f.id: [f.id, slug(f.name)] for f in group}
        found = _pick(word, keyed, "fighter", {f.id: f.name for f in group})
        if found is not None:
            return w.fighter(found)
        short = _numbered(group, slug(word))
        if short is not None:
            return short
    who = "hero" if side == "hero" else "fighter"
    names = ", ".join(f.name for f in pool if not f.off_field)
    raise BadAnswer(f"no {who} {word!r} here (on the field: {names})")


def _numbered(group: list, w: str):
    """'orc-2' for Orc Warrior 2: the card's id or name begins with 'orc', the number is 2."""
    m = re.fullmatch(r"(.+?)-?(\d+)", w)
    if m is None:
        return None
    head, number = m.group(1), int(m.group(2))
    found = [f for f in group if f.number == number
             and (f.card.startswith(head) or slug(f.card_name).startswith(head))]
    if len(found) > 1:
        raise BadAnswer(f"{w!r} could be {', '.join(sorted(f.name for f in found))}")
    return found[0] if found else None


def short_name(source, fid: str) -> str:
    """The shortest name `fighter` understands for fighter `fid`: 'orc-2' when no other card
    begins so."""
    w = words_of(source)
    f = w.fighter(fid)
    if not f.number:
        return f.id
    short = f"{f.card.split('-')[0]}-{f.number}"
    try:
        same = _numbered(list(w.view.fighters), short)
    except BadAnswer:
        return f.id
    return short if same is not None and same.id == f.id else f.id


def card(source, word: str, among: list[str], what: str) -> str:
    """One of the card ids `among` (a hero's items, gifts …), by id, name or beginning."""
    w = words_of(source)
    keyed = {c: [c, slug(w.card_name(c))] for c in among}
    found = _pick(word, keyed, what, {c: w.card_name(c) for c in among})
    if found is None:
        have = ", ".join(w.card_name(c) for c in dict.fromkeys(among)) or "none"
        raise BadAnswer(f"no {what} {word!r} (here: {have})")
    return found


def join_names(w: FightWords, words: list[str]) -> list[str]:
    """Names typed with spaces become one word, their id: 'attack Orc Warrior 2 with Battle
    Axe' -> 'attack orc-warrior-2 with battle-axe', 'Magistra Cessair: end' -> 'cessair: end'.
    Only whole names of two or more words are joined (one word is matched by `fighter` and
    `card`, beginnings too)."""
    if len(words) < 2:
        return words
    out: list[str] = []
    i = 0
    while i < len(words):
        for j in range(len(words), i + 1, -1):
            run = words[i:j]
            colon = run[-1].endswith(":")
            text = " ".join(run)[:-1] if colon else " ".join(run)
            try:
                found = pick(text, w.names, beginnings=False)
            except ValueError:  # the same name twice: leave it to the commands
                found = None
            if found is not None:
                out.append(found + (":" if colon else ""))
                i = j
                break
        else:
            out.append(words[i])
            i += 1
    return out


__all__ = ["BadAnswer", "FightWords", "card", "fighter", "join_names", "short_name", "slug", "words_of"]
