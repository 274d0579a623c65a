"""`playbook.at_least`, the chance of enough hits before the round cap, keeps every count of
tries on the way: whichever order the questions come in, each answer is exactly the plain
try-by-try sum's (the automatic heroes' choice to charge depends on it, R31)."""

import random

from questboard.combat import playbook


def _plain(k: int, n: int, p: float) -> float:
    if k <= 0:
        return 1.0
    if n < k:
        return 0.0
    dist = [1.0] + [0.0] * k
    for _ in range(n):
        for j in range(k, 0, -1):
            dist[j] = dist[j] * (1 if j == k else 1 - p) + dist[j - 1] * p
        dist[0] *= 1 - p
    return dist[k]


def test_the_chance_of_enough_hits_is_the_plain_sum_whatever_was_asked_before():
    rng = random.Random(20)
    asked = [(rng.randint(0, 8), rng.randint(0, 150), rng.choice([0.1, 0.45, 0.5, rng.random()]))
             for _ in range(2000)]
    for k, n, p in asked + asked[::-1]:
        assert playbook.at_least(k, n, p) == _plain(k, n, p), (k, n, p)


def test_fewer_tries_than_hits_needed_never_do_and_none_needed_always_do():
    assert playbook.at_least(3, 2, 0.9) == 0.0
    assert playbook.at_least(0, 0, 0.1) == 1.0
    assert playbook.at_least(1, 1, 0.25) == 0.25
