from questboard.battlefield.bench import run


def test_the_geometry_bench_reports_medians_and_speedups():
    result = run(1)
    for key in ("move_us", "sight_us", "area_us", "move_speedup", "sight_speedup", "area_speedup"):
        assert result[key] > 0
