"""Checks across cards that no single card's model can make: ids, references, hooks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from questboard.errors import Problem
from questboard.rules.effects import EFFECT_KINDS, HOOKS
from questboard.schema_words import did_you_mean
from questboard.yamlfile import dotted

if TYPE_CHECKING:
    from questboard.content.loader import CardInFile

HERO_COUNTS = range(1, 5)


def cross_check(placed: dict[str, list[CardInFile]]) -> list[Problem]:
    """Every problem between cards of a set; `placed` holds the cards that passed validation."""
    problems = _unique_ids(placed)
    gifts = {p.card.id: p.card for p in placed.get("gifts", [])}
    for hero in placed.get("heroes", []):
        problems += _innate_gift(hero, gifts)
    for bad_guy in placed.get("bad_guys", []):
        problems += _dark_gifts(bad_guy, gifts)
    for cards in placed.values():
        for p in cards:
            problems += _effects(p)
    return problems


def _problem(p: CardInFile, message: str, *loc: object) -> Problem:
    return Problem(p.file, message, line=p.line(*loc), item=p.card.id, field=dotted(loc))


def _no_gift(gift_id: str, gifts: dict) -> str:
    near = did_you_mean(gift_id, list(gifts), cutoff=0.75)
    return f"no gift with id '{gift_id}'" + (f" (did you mean {near}?)" if near else "")


def _unique_ids(placed: dict[str, list[CardInFile]]) -> list[Problem]:
    first: dict[str, CardInFile] = {}
    problems = []
    for cards in placed.values():
        for p in cards:
            seen = first.setdefault(p.card.id, p)
            if seen is not p:
                where = f"{seen.file}:{seen.line('id')}"
                problems.append(_problem(p, f"duplicate id: already used at {where}", "id"))
    return problems


def _innate_gift(hero: CardInFile, gifts: dict) -> list[Problem]:
    gift = gifts.get(hero.card.innate_gift)
    if gift is None:
        return [_problem(hero, _no_gift(hero.card.innate_gift, gifts), "innate_gift")]
    if gift.group != "innate":
        return [_problem(hero, f"'{gift.id}' is a {gift.group} gift, not an innate one",
                         "innate_gift")]
    return []


def _dark_gifts(bad_guy: CardInFile, gifts: dict) -> list[Problem]:
    problems = []
    for gift_id, least in bad_guy.card.gifts.items():
        gift = gifts.get(gift_id)
        if gift is None:
            problems.append(_problem(bad_guy, _no_gift(gift_id, gifts), "gifts", gift_id))
        elif gift.group != "dark":
            problems.append(_problem(bad_guy, f"'{gift_id}' is a {gift.group} gift, not a dark one",
                                     "gifts", gift_id))
        if least not in HERO_COUNTS:
            problems.append(_problem(bad_guy, f"needs 1 to 4 heroes, not {least}", "gifts", gift_id))
    for heroes in bad_guy.card.extra_refreshes:
        if heroes not in HERO_COUNTS:
            problems.append(_problem(bad_guy, f"{heroes} heroes: a party has 1 to 4",
                                     "extra_refreshes", heroes))
    return problems


def _effects(p: CardInFile) -> list[Problem]:
    problems = []
    for i, effect in enumerate(getattr(p.card, "effects", ())):
        if effect.kind not in EFFECT_KINDS:
            near = did_you_mean(effect.kind, sorted(EFFECT_KINDS))
            problems.append(_problem(p, f"unknown effect kind '{effect.kind}'"
                                     + (f" (did you mean {near}?)" if near else ""), "effects", i, "kind"))
        elif effect.kind == "hook" and effect.name not in HOOKS:
            known = ", ".join(sorted(HOOKS))
            problems.append(_problem(p, f"unknown hook '{effect.name}' (known: {known})",
                                     "effects", i, "name"))
    return problems
