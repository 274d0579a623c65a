"""Previews: dry runs of a move, a shot, an area card, a melee attack or a swap, worded for the
player. Pure reads of a `Fight` (nothing changes), built from the very checks the engine
refuses with: `attacks.move` carries out `plan_move`, `attacks.ranged` refuses with the
`why_not` of `shot`, and the area gifts hit the bases `area_pose` names. So a desktop window
that draws a preview and then commits it gets what it drew.

Names are the ones a player sees: a fighter's name ("Orc Warrior 1"), a terrain element as
"the Rock", a border as "the edge of the field".

One module per concept, all asked for from here: `preview_moves` (G1, R12), `preview_shots`
(G3, G4, G6, R15), `preview_contact` (melee and swapping, G2), `preview_areas` (G5), and the
names and result helpers they share, `preview_names`.
"""

from __future__ import annotations

from questboard.combat.previews.areas import AreaPlan, area_gift_refusal, area_pose, plan_area
from questboard.combat.previews.contact import (
    MeleeInfo,
    SwapPartner,
    melee_refusal,
    melee_targets,
    swap_partners,
    swap_refusal,
)
from questboard.combat.previews.moves import MovePlan, move_line, move_refusal, plan_move
from questboard.combat.previews.names import Named, Point, display_name
from questboard.combat.previews.shots import TargetInfo, checked_shot, pick_ranged, shot, targets

__all__ = [
    "AreaPlan", "MeleeInfo", "MovePlan", "Named", "Point", "SwapPartner", "TargetInfo",
    "area_gift_refusal", "area_pose", "checked_shot", "display_name", "melee_refusal",
    "melee_targets", "move_line", "move_refusal", "pick_ranged", "plan_area", "plan_move",
    "shot", "swap_partners", "swap_refusal", "targets",
]
