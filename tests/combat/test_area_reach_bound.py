"""The automatic sides try their 24 area-card poses only when two enemies stand within
`tactics.AREA_REACH` of the user: no base farther than that can lie under a card that
touches him, so skipping the poses never changes what they choose."""

import math
import random

from questboard.battlefield.field import Battlefield
from questboard.combat.tactics import AREA_REACH


def test_no_base_under_a_card_touching_its_user_stands_beyond_the_area_reach():
    rng = random.Random(11)
    farthest = 0.0
    for _ in range(300):
        bf = Battlefield(6.0, 6.0)
        bf.add_piece("user", "hero", (3.0, 3.0))
        for k in range(12):
            ang, d = rng.uniform(0, math.tau), rng.uniform(0.31, 1.8)
            bf.add_piece(f"b{k}", "bad_guy", (3.0 + d * math.cos(ang), 3.0 + d * math.sin(ang)), rng.uniform(0.1, 0.3))
        deg = rng.uniform(0, 360)
        mouse = (3.0 + rng.uniform(-1.5, 1.5), 3.0 + rng.uniform(-1.5, 1.5))
        pose = bf.snap_area("user", mouse, deg)
        v = bf.check_area("user", pose.centre, pose.degrees)
        if not v.valid:
            continue
        for hit in v.hit:
            if hit != "user":
                farthest = max(farthest, bf.edge_distance("user", hit))
    assert 1.0 < farthest <= AREA_REACH
