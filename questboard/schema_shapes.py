"""The shapes of pydantic models, walked along an error's location: which parts of it are
keys and list places of the file and which are pydantic's union tags, what type stands
there, which keys a mapping takes. Used by `schema_words`; imports nothing of the project.
"""

from __future__ import annotations

import inspect
import types
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, Discriminator
from pydantic.fields import FieldInfo


@dataclass
class TypeAt:
    """A type along an error's location, unwrapped: the core type and its constraints."""

    core: Any
    meta: list[Any] = field(default_factory=list)

    @property
    def discriminated(self) -> bool:
        return any(isinstance(m, Discriminator) or (isinstance(m, FieldInfo) and m.discriminator)
                   for m in self.meta)


def unwrap(tp: Any, meta: list[Any] | None = None) -> TypeAt:
    meta = list(meta or [])
    while get_origin(tp) is Annotated:
        tp, *more = get_args(tp)
        for m in more:
            meta.append(m)
            if isinstance(m, FieldInfo):
                meta.extend(m.metadata)
    return TypeAt(tp, meta)


def is_union(tp: Any) -> bool:
    return get_origin(tp) in (Union, types.UnionType)


def is_model(tp: Any) -> bool:
    return inspect.isclass(tp) and issubclass(tp, BaseModel)


def branches_of(t: TypeAt) -> list[TypeAt]:
    return [unwrap(a) for a in get_args(t.core) if a is not type(None)]


def drop_none(t: TypeAt) -> TypeAt:
    """`X | None` is X (pydantic reports no tag for it)."""
    while is_union(t.core):
        branches = branches_of(t)
        if len(branches) != 1:
            return t
        t = unwrap(branches[0].core, t.meta + branches[0].meta)
    return t


def field_info(model: type[BaseModel], name: Any) -> FieldInfo | None:
    for key, info in model.model_fields.items():
        if name in (key, info.alias):
            return info
    return None


def keys_of(model: type[BaseModel]) -> list[str]:
    """The keys a model takes, as written in a file (aliases such as `if`)."""
    return [info.alias or key for key, info in model.model_fields.items()]


def tag_matches(branch: TypeAt, tag: str) -> bool:
    if any(getattr(m, "tag", None) == tag for m in branch.meta):
        return True
    core = branch.core
    if is_model(core):
        if core.__name__ == tag:
            return True
        return any(get_origin(i.annotation) is Literal and tag in get_args(i.annotation)
                   for i in core.model_fields.values())
    shape = shape_of(branch)
    if tag.startswith("function-") and tag.endswith("]"):  # a validator around a type
        tag = tag[:-1].rsplit(", ", 1)[-1].strip()
    return (tag.startswith("literal[") and shape == "literal"
            or tag.removeprefix("constrained-") == shape or tag == shape
            or tag.startswith(("list[", "tuple[", "set[")) and shape == "list"
            or tag.startswith("dict[") and shape == "dict")


def shape_of(t: TypeAt) -> str:
    core = t.core
    origin = get_origin(core)
    if is_model(core) or core is dict or origin is dict:
        return "model" if is_model(core) else "dict"
    if core in (list, tuple, set) or origin in (list, tuple, set):
        return "list"
    if origin is Literal:
        return "literal"
    for kind in (bool, int, float, str):
        if core is kind:
            return kind.__name__
    return "other"


@dataclass
class PathStep:
    """One step along a validation error's path (pydantic's `loc`), with the type below it."""

    part: Any
    kind: str  # field, index, key, keytype (pydantic's `[key]`), tag, smart (a union's branch)
    type: TypeAt | None  # the type below this step, None when the walk lost its way


def walk(model: type[BaseModel] | None, loc: tuple[Any, ...]) -> list[PathStep]:
    steps: list[PathStep] = []
    t: TypeAt | None = TypeAt(model)
    for n, part in enumerate(loc):
        t = drop_none(t) if t is not None else None
        kind, nxt = "lost", None
        if t is None:
            pass
        elif part == "[key]":
            kind, nxt = "keytype", t  # the key's type, set by the step before
        elif is_union(t.core) and isinstance(part, str):
            for branch in branches_of(t):
                if tag_matches(branch, part):
                    kind, nxt = ("tag" if t.discriminated else "smart"), branch
                    break
        elif is_model(t.core):
            info = field_info(t.core, part)
            if info is not None:
                kind, nxt = "field", unwrap(info.annotation, info.metadata)
        elif shape_of(t) == "list" and isinstance(part, int):
            args = [a for a in get_args(t.core) if a is not Ellipsis]
            kind = "index"
            if args:
                nxt = unwrap(args[part] if get_origin(t.core) is tuple and len(args) > 1
                              and part < len(args) else args[0])
        elif shape_of(t) == "dict":
            args = get_args(t.core) or (Any, Any)
            is_key = n + 1 < len(loc) and loc[n + 1] == "[key]"
            kind, nxt = "key", unwrap(args[0] if is_key else args[1])
        if kind == "lost":
            kind = "keytype" if part == "[key]" else "lost"
        steps.append(PathStep(part, kind, nxt))
        t = nxt
    return steps


def mark_lost(steps: list[PathStep], data: Any, missing_last: bool) -> None:
    """Where the walk lost its way, tell keys from tags by what the file holds."""
    node = data
    for i, step in enumerate(steps):
        if step.kind in ("field", "index", "key"):
            node = child(node, step.part)
        elif step.kind == "lost":
            found = child(node, step.part)
            if found is not NONE or (missing_last and i == len(steps) - 1):
                step.kind = "index" if isinstance(step.part, int) else "key"
                node = found
            else:
                step.kind = "tag"


NONE = object()


def child(node: Any, part: Any) -> Any:
    if isinstance(node, dict) and part in node:
        return node[part]
    if isinstance(node, list) and isinstance(part, int) and 0 <= part < len(node):
        return node[part]
    return NONE


def value_at(data: Any, loc: tuple[Any, ...]) -> Any:
    """The value written at `loc` (real keys and indices), or None."""
    node = data
    for part in loc:
        node = child(node, part)
        if node is NONE:
            return None
    return node


def is_pair(t: TypeAt | None) -> bool:
    """A fixed pair of numbers such as a point [x, y] or a size [width, height]."""
    if t is None or get_origin(t.core) is not tuple:
        return False
    args = get_args(t.core)
    return len(args) == 2 and all(shape_of(unwrap(a)) in ("int", "float") for a in args)


def keys_at(model: type[BaseModel] | None, data: Any, place: tuple[Any, ...]) -> list[str]:
    """The keys the model takes at `place` (of the file), found by walking with the data."""
    t: TypeAt | None = TypeAt(model)
    node = data
    for part in place:
        t = drop_none(t) if t is not None else None
        if t is None:
            return []
        if is_union(t.core):
            branches = branches_of(t)
            t = pick_branch(branches, node)
            if t is None:
                return []
        t = drop_none(t)
        step = walk_one(t, part)
        if step is None:
            return []
        t, node = step, child(node, part)
    if t is not None:
        t = drop_none(t)
        if is_union(t.core):
            t = pick_branch(branches_of(t), node)
    return keys_of(t.core) if t is not None and is_model(t.core) else []


def pick_branch(branches: list[TypeAt], node: Any) -> TypeAt | None:
    """The branch a written mapping belongs to: the model with the most of its keys."""
    models = [b for b in branches if is_model(b.core)]
    if not isinstance(node, dict) or not models:
        return None
    return max(models, key=lambda b: sum(1 for k in node if k in keys_of(b.core)))


def walk_one(t: TypeAt, part: Any) -> TypeAt | None:
    if is_model(t.core):
        info = field_info(t.core, part)
        return unwrap(info.annotation, info.metadata) if info is not None else None
    if shape_of(t) == "list" and isinstance(part, int):
        args = [a for a in get_args(t.core) if a is not Ellipsis]
        return unwrap(args[0]) if args else None
    if shape_of(t) == "dict":
        args = get_args(t.core)
        return unwrap(args[1]) if args else None
    return None
