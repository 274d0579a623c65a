"""The condition language of queries and options, parsed without eval.

Grammar (lowest precedence first)::

    expr    := and_ ("or" and_)*
    and_    := not_ ("and" not_)*
    not_    := "not" not_ | atom
    atom    := "(" expr ")" | "marker" INT | "location" STRING | "has" STRING
             | "hero" STRING | ("heroes" | "gold") OP INT
    OP      := ">=" | "<=" | ">" | "<" | "==" | "!="

Names in quotes are card names or ids ("Tavern", "treasure-map"). Errors name the column.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol


class ConditionError(ValueError):
    """A condition that does not parse; `column` counts from 1."""

    def __init__(self, message: str, column: int) -> None:
        super().__init__(f"column {column}: {message}")
        self.column = column
        self.reason = message


# --- the syntax tree -------------------------------------------------------------------

@dataclass(frozen=True)
class Marker:
    number: int


@dataclass(frozen=True)
class LocationInPlay:
    name: str


@dataclass(frozen=True)
class Has:
    """Some hero of the party carries this item (equipment or Quest Item)."""

    name: str


@dataclass(frozen=True)
class HeroInParty:
    name: str


@dataclass(frozen=True)
class Compare:
    quantity: str  # "heroes" or "gold" (the party's total)
    op: str
    value: int


@dataclass(frozen=True)
class Not:
    operand: Condition


@dataclass(frozen=True)
class And:
    left: Condition
    right: Condition


@dataclass(frozen=True)
class Or:
    left: Condition
    right: Condition


Condition = Marker | LocationInPlay | Has | HeroInParty | Compare | Not | And | Or


# --- tokens ----------------------------------------------------------------------------

@dataclass(frozen=True)
class Token:
    kind: str  # "word", "int", "string", "op", "(", ")", "end"
    text: str
    column: int


_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<int>\d+)
  | (?P<string>"[^"]*"|'[^']*')
  | (?P<op>>=|<=|==|!=|>|<)
  | (?P<paren>[()])
  | (?P<word>[A-Za-z_][A-Za-z0-9_-]*)
""", re.VERBOSE)

KEYWORDS = ("marker", "location", "has", "hero", "heroes", "gold", "and", "or", "not")


def tokenize(text: str) -> list[Token]:
    tokens = []
    pos = 0
    while pos < len(text):
        match = _TOKEN.match(text, pos)
        if match is None:
            if text[pos] in "\"'":
                raise ConditionError("a quoted name is not closed", pos + 1)
            raise ConditionError(f"unexpected character {text[pos]!r}", pos + 1)
        kind = match.lastgroup or ""
        value = match.group()
        if kind == "string":
            tokens.append(Token("string", value[1:-1], pos + 1))
        elif kind == "paren":
            tokens.append(Token(value, value, pos + 1))
        elif kind != "space":
            tokens.append(Token(kind, value, pos + 1))
        pos = match.end()
    tokens.append(Token("end", "", len(text) + 1))
    return tokens


# --- the parser ------------------------------------------------------------------------

DEEPEST = 100
"""The most conditions one condition may hold inside one another (brackets, `not`, and a
run of `and` / `or`): far past any adventure's, and well inside what the parser and the
walks over a condition can take."""


class _Parser:
    def __init__(self, text: str) -> None:
        self.tokens = tokenize(text)
        self.i = 0
        self.depth = 0  # brackets and `not` open around the token being read

    def deeper(self, tok: Token) -> None:
        self.depth += 1
        if self.depth > DEEPEST:
            raise ConditionError(f"brackets and 'not' nest more than {DEEPEST} deep here; "
                                 "write the condition plainer", tok.column)

    @property
    def tok(self) -> Token:
        return self.tokens[self.i]

    def take(self) -> Token:
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def is_word(self, word: str) -> bool:
        return self.tok.kind == "word" and self.tok.text.lower() == word

    def expr(self) -> Condition:
        left = self.and_()
        while self.is_word("or"):
            self.take()
            left = Or(left, self.and_())
        return left

    def and_(self) -> Condition:
        left = self.not_()
        while self.is_word("and"):
            self.take()
            left = And(left, self.not_())
        return left

    def not_(self) -> Condition:
        if self.is_word("not"):
            self.deeper(self.take())
            inner = Not(self.not_())
            self.depth -= 1
            return inner
        return self.atom()

    def atom(self) -> Condition:
        tok = self.take()
        if tok.kind == "(":
            self.deeper(tok)
            inner = self.expr()
            if self.tok.kind != ")":
                raise ConditionError(f"expected ')' to close the '(' at column {tok.column}",
                                     self.tok.column)
            self.take()
            self.depth -= 1
            return inner
        if tok.kind == "end":
            raise ConditionError("the condition ends too early", tok.column)
        if tok.kind != "word":
            raise ConditionError(f"expected a condition, found {tok.text!r}", tok.column)
        word = tok.text.lower()
        if word == "marker":
            num = self.take()
            if num.kind != "int" or int(num.text) < 1:
                raise ConditionError("'marker' needs a marker number, e.g. marker 3", num.column)
            return Marker(int(num.text))
        if word in ("location", "has", "hero"):
            name = self.take()
            if name.kind != "string":
                example = {"location": '"Tavern"', "has": '"Treasure Map"', "hero": '"Karomin"'}
                raise ConditionError(f"'{word}' needs a name in quotes, e.g. {word} {example[word]}",
                                     name.column)
            if not name.text.strip():
                raise ConditionError("the name in quotes is empty", name.column)
            cls = {"location": LocationInPlay, "has": Has, "hero": HeroInParty}[word]
            return cls(name.text.strip())
        if word in ("heroes", "gold"):
            op = self.take()
            if op.kind != "op":
                raise ConditionError(f"'{word}' needs a comparison, e.g. {word} >= 3", op.column)
            num = self.take()
            if num.kind != "int":
                raise ConditionError("expected a whole number after the comparison", num.column)
            return Compare(word, op.text, int(num.text))
        raise ConditionError(
            f"unknown word {tok.text!r}; expected marker, location, has, hero, heroes, gold, not",
            tok.column)


def parse_condition(text: str) -> Condition:
    """Parse `text` into a Condition; raise ConditionError naming the column."""
    if not isinstance(text, str) or not text.strip():
        raise ConditionError("the condition is empty", 1)
    parser = _Parser(text)
    tree = parser.expr()
    if parser.tok.kind != "end":
        raise ConditionError(f"unexpected {parser.tok.text!r} after a complete condition",
                             parser.tok.column)
    if _depth(tree) > DEEPEST:
        raise ConditionError(f"the condition holds more than {DEEPEST} parts inside one another "
                             "(a long run of 'and' or 'or'); split it over options or "
                             "paragraphs", 1)
    return tree


def _depth(cond: Condition) -> int:
    """How many conditions stand inside one another in `cond` (a walk with its own stack)."""
    deepest, todo = 0, [(cond, 1)]
    while todo:
        c, d = todo.pop()
        deepest = max(deepest, d)
        if isinstance(c, Not):
            todo.append((c.operand, d + 1))
        elif isinstance(c, And | Or):
            todo += [(c.left, d + 1), (c.right, d + 1)]
    return deepest


# --- evaluation ------------------------------------------------------------------------

class Facts(Protocol):
    """What a condition may ask about the table."""

    def marker_ticked(self, number: int) -> bool: ...
    def location_in_play(self, name: str) -> bool: ...
    def party_has(self, name: str) -> bool: ...
    def hero_in_party(self, name: str) -> bool: ...
    def hero_count(self) -> int: ...
    def party_gold(self) -> int: ...


_OPS = {
    ">=": lambda a, b: a >= b, "<=": lambda a, b: a <= b, ">": lambda a, b: a > b,
    "<": lambda a, b: a < b, "==": lambda a, b: a == b, "!=": lambda a, b: a != b,
}


def evaluate(cond: Condition, facts: Facts) -> bool:
    """True when `cond` holds for the table described by `facts`."""
    match cond:
        case Marker(number):
            return facts.marker_ticked(number)
        case LocationInPlay(name):
            return facts.location_in_play(name)
        case Has(name):
            return facts.party_has(name)
        case HeroInParty(name):
            return facts.hero_in_party(name)
        case Compare(quantity, op, value):
            have = facts.hero_count() if quantity == "heroes" else facts.party_gold()
            return _OPS[op](have, value)
        case Not(operand):
            return not evaluate(operand, facts)
        case And(left, right):
            return evaluate(left, facts) and evaluate(right, facts)
        case Or(left, right):
            return evaluate(left, facts) or evaluate(right, facts)
    raise TypeError(f"not a condition: {cond!r}")


def names_in(cond: Condition) -> list[Condition]:
    """Every leaf of `cond` (markers, locations, items, heroes) for the validator."""
    match cond:
        case Not(operand):
            return names_in(operand)
        case And(left, right) | Or(left, right):
            return names_in(left) + names_in(right)
    return [cond]


# --- in words ------------------------------------------------------------------------------

_HOW_MANY = {"==": "exactly", "!=": "other than", ">=": "at least", "<=": "at most",
             ">": "more than", "<": "fewer than"}


def question(cond: Condition, name=lambda kind, text: text) -> str:
    """The condition as the Quest Master would ask it: 'Are there exactly 2 heroes?', 'Has
    marker 1 been ticked off?'. `name(kind, text)` gives a card's printed name (kind is
    "location", "item" or "hero")."""
    match cond:
        case Marker(number):
            return f"Has marker {number} been ticked off?"
        case LocationInPlay(text):
            return f"Is {name('location', text)} in play?"
        case Has(text):
            return f"Does the party carry {name('item', text)}?"
        case HeroInParty(text):
            return f"Is {name('hero', text)} in the party?"
        case Compare("heroes", op, value):
            verb = "Is there" if value == 1 and op in ("==", "<=", ">=") else "Are there"
            return f"{verb} {_HOW_MANY[op]} {value} hero{'es' if value != 1 else ''}?"
        case Compare(_, op, value):
            return f"Does the party have {_HOW_MANY[op]} {value} gold?"
    return f"Is it true that {statement(cond, name)}?"


_OPPOSITE = {"==": "!=", "!=": "==", ">=": "<", "<=": ">", ">": "<=", "<": ">="}


def statement(cond: Condition, name=lambda kind, text: text, negate: bool = False) -> str:
    """The condition as a plain statement: 'marker 1 is ticked off and the party has at
    least 3 gold' (`negate`: its opposite, 'marker 1 is not ticked off')."""
    no = " not" if negate else ""
    match cond:
        case Marker(number):
            return f"marker {number} is{no} ticked off"
        case LocationInPlay(text):
            return f"{name('location', text)} is{no} in play"
        case Has(text):
            return f"the party {'does not carry' if negate else 'carries'} {name('item', text)}"
        case HeroInParty(text):
            return f"{name('hero', text)} is{no} in the party"
        case Compare(quantity, op, value):
            op = _OPPOSITE[op] if negate else op
            if quantity == "heroes":
                return (f"there {'is' if value == 1 else 'are'} {_HOW_MANY[op]} {value} "
                        f"hero{'es' if value != 1 else ''}")
            return f"the party has {_HOW_MANY[op]} {value} gold"
        case Not(operand):
            return statement(operand, name, not negate)
        case And(left, right) | Or(left, right):
            # De Morgan for a negated pair: not (a and b) = not a or not b
            word = "and" if isinstance(cond, And) != negate else "or"
            parts = []
            for x in (left, right):
                p = statement(x, name, negate)
                if isinstance(x, And | Or) and ("and" if isinstance(x, And) != negate else "or") != word:
                    p = f"({p})"
                parts.append(p)
            return f" {word} ".join(parts)
    raise TypeError(f"not a condition: {cond!r}")
